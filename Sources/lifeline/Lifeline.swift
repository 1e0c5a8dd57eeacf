import ArgumentParser

@main
struct Lifeline: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lifeline",
        abstract: "Builds the UIKit view-controller lifecycle reference and answers lifecycle questions.",
        subcommands: [
            // Each subcommand lives in its own file under Commands/.
            BuildCommand.self,
            CheckCommand.self,
            TraceCommand.self,
            TableCommand.self,
            DiagramCommand.self,
            ServeCommand.self,
            BlessCommand.self,
        ]
    )
}
