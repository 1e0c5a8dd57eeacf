import ArgumentParser
import Diagrams
import LifecycleModel
import Reports
import Scenario

// The option types of the command line. Each is parsed by the one parser its library gives it, which
// the fenced blocks of a page use too; ArgumentParser is a dependency of this target only, so the
// conformances live here.

extension IOSVersion: ExpressibleByArgument {
    public init?(argument: String) { try? self.init(parsing: argument) }
}

extension Language: ExpressibleByArgument {
    public init?(argument: String) { try? self.init(parsing: argument) }
}

extension Phase: ExpressibleByArgument {
    public init?(argument: String) { try? self.init(parsing: argument) }
}

extension CatalogueFormat: ExpressibleByArgument {
    public init?(argument: String) { try? self.init(parsing: argument) }
}

extension DiagramFormat: ExpressibleByArgument {
    public init?(argument: String) { try? self.init(parsing: argument) }
}

extension Journey: ExpressibleByArgument {
    public init?(argument: String) { self.init(parsing: argument) }
    public static var allValueStrings: [String] { names }
}
