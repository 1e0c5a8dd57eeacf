import ArgumentParser

@main
struct Lifeline: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lifeline",
        abstract: "Builds the UIKit view-controller lifecycle reference and answers lifecycle questions.",
        subcommands: [
            // Each subcommand lives in its own file under Commands/.
            TraceCommand.self,
            TableCommand.self,
            DiagramCommand.self,
            BuildCommand.self,
            CheckCommand.self,
        ]
    )
}
