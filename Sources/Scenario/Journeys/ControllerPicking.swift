import LifecycleModel

/// Which class of a pasted file the journey takes on screen, and what kind of controller it is.
struct PickedController {
    /// What the journey does with it: a navigation controller is the root itself and takes the push;
    /// another container (tab bar, page view controller) is the root itself and has nothing to push on;
    /// any other controller sits inside a navigation controller, as most app screens do.
    enum Kind {
        case navigationController, otherContainer, content
    }

    var name: String
    var kind: Kind
}

enum ControllerPicking {
    /// The controller named by `requested`, or else the only controller of the file, or else the only
    /// one no other code of the file names (a helper controller is instantiated or subclassed by the
    /// main one; the main one is named only by its own declaration).
    static func pick(in syntax: ScenarioSyntax, source: String, requested: String?) throws(ScenarioError)
        -> PickedController
    {
        let candidates = syntax.classes.compactMap { declared -> PickedController? in
            kind(of: declared.name, in: syntax).map { PickedController(name: declared.name, kind: $0) }
        }
        if let requested {
            if let match = candidates.first(where: { $0.name == requested }) { return match }
            throw ScenarioError(
                location: SourceLocation(line: 1, column: 1), .journey(.noControllerNamed(requested)),
                hint: .journey(.controllerMustBeDeclared(declared: candidates.map { $0.name })))
        }
        if candidates.count == 1 { return candidates[0] }
        guard !candidates.isEmpty else {
            throw ScenarioError(
                location: syntax.classes.first?.location ?? SourceLocation(line: 1, column: 1),
                .journey(.noController), hint: .journey(.addTopLevelCode))
        }
        let unnamed = candidates.filter { occurrences(of: $0.name, in: source) == 1 }
        if unnamed.count == 1 { return unnamed[0] }
        throw ScenarioError(
            location: syntax.classes.first?.location ?? SourceLocation(line: 1, column: 1),
            .journey(.severalControllers(candidates.map { $0.name })),
            hint: .journey(.pickController(candidates[0].name)))
    }

    /// What a class of the file is, following superclasses declared in the file; nil for a class that
    /// is not a controller (a view, a model type). A superclass from outside UIKit and the file (a
    /// library's `PagingViewController`) counts as a controller when its name ends in `Controller`.
    static func kind(of name: String, in syntax: ScenarioSyntax) -> PickedController.Kind? {
        var current = name
        // A chain of superclasses in the file is at most as long as the file's list of classes.
        for _ in 0...syntax.classes.count {
            guard let declared = syntax.classes.first(where: { $0.name == current }) else { break }
            current = declared.superclass
            switch UIKitClasses.base(of: current) {
            case .navigationController: return .navigationController
            case .tabBarController, .pageViewController, .splitViewController: return .otherContainer
            case .viewController: return .content
            case .view: return nil
            case nil: continue
            }
        }
        if syntax.classes.contains(where: { $0.name == current }) { return nil }
        return current.hasSuffix("Controller") ? .content : nil
    }

    /// How often `word` appears in the code of `source` as a whole identifier: comments and string
    /// literals do not count (a file's header comment names its class).
    static func occurrences(of word: String, in source: String) -> Int {
        let text = Array(source.utf8)
        let pattern = Array(word.utf8)
        guard !pattern.isEmpty else { return 0 }
        let slash = UInt8(ascii: "/"), star = UInt8(ascii: "*"), quote = UInt8(ascii: "\""),
            backslash = UInt8(ascii: "\\"), newline = UInt8(ascii: "\n")
        var count = 0
        var index = 0
        while index < text.count {
            let byte = text[index]
            let next = index + 1 < text.count ? text[index + 1] : 0
            if byte == slash, next == slash {
                while index < text.count, text[index] != newline { index += 1 }
            } else if byte == slash, next == star {
                var depth = 0
                repeat {
                    if index + 1 < text.count, text[index] == slash, text[index + 1] == star {
                        depth += 1
                        index += 2
                    } else if index + 1 < text.count, text[index] == star, text[index + 1] == slash {
                        depth -= 1
                        index += 2
                    } else {
                        index += 1
                    }
                } while depth > 0 && index < text.count
            } else if byte == quote {
                let triple = next == quote && index + 2 < text.count && text[index + 2] == quote
                index += triple ? 3 : 1
                while index < text.count {
                    if text[index] == backslash {
                        index += 2
                    } else if text[index] == quote,
                        !triple || (index + 2 < text.count && text[index + 1] == quote && text[index + 2] == quote)
                    {
                        index += triple ? 3 : 1
                        break
                    } else if text[index] == newline, !triple {
                        break
                    } else {
                        index += 1
                    }
                }
            } else if isIdentifierByte(byte) {
                let start = index
                while index < text.count, isIdentifierByte(text[index]) { index += 1 }
                if index - start == pattern.count, Array(text[start..<index]) == pattern { count += 1 }
            } else {
                index += 1
            }
        }
        return count
    }

    static func isIdentifierByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_") || byte >= 0x80
    }
}
