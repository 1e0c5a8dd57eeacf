/// The options after the first word of a fenced block's info string:
/// `ios=17 title="Push onto a stack" show=trace,sequence`. A bare word is an option with an empty value.
public struct BlockOptions: Sendable, Equatable {
    public struct Option: Sendable, Equatable {
        public var key: String
        public var value: String
        /// 1-based column of the key within the fence line, for error messages.
        public var column: Int
    }

    /// In the order written.
    public private(set) var options: [Option]

    public init(options: [Option] = []) { self.options = options }

    public subscript(key: String) -> String? { options.last { $0.key == key }?.value }

    public func option(_ key: String) -> Option? { options.last { $0.key == key } }

    /// Keys that are not in `known`, for "unknown option" errors.
    public func unknownOptions(known: Set<String>) -> [Option] { options.filter { !known.contains($0.key) } }

    public struct ParseError: Error, Equatable {
        public var message: String
        /// 0-based offset (in characters) into the options text.
        public var offset: Int
    }

    /// Parses the options text. `key=value` ends at whitespace; `key="…"` may contain spaces and `\"`.
    /// `columnBase` is added to offsets to give columns in the source line.
    public static func parse(_ text: String, columnBase: Int = 1) throws(ParseError) -> BlockOptions {
        let characters = Array(text)
        var options: [Option] = []
        var index = 0
        func skipSpace() { while index < characters.count, characters[index].isWhitespace { index += 1 } }
        skipSpace()
        while index < characters.count {
            let keyStart = index
            while index < characters.count, !characters[index].isWhitespace, characters[index] != "=" {
                if characters[index] == "\"" {
                    throw ParseError(message: "unexpected '\"' in option name", offset: index)
                }
                index += 1
            }
            let key = String(characters[keyStart..<index])
            var value = ""
            if index < characters.count, characters[index] == "=" {
                index += 1
                if index < characters.count, characters[index] == "\"" {
                    let quoteStart = index
                    index += 1
                    var closed = false
                    while index < characters.count {
                        let character = characters[index]
                        if character == "\\", index + 1 < characters.count {
                            value.append(characters[index + 1])
                            index += 2
                            continue
                        }
                        index += 1
                        if character == "\"" { closed = true; break }
                        value.append(character)
                    }
                    if !closed {
                        throw ParseError(message: "unterminated quoted value for '\(key)'", offset: quoteStart)
                    }
                    if index < characters.count, !characters[index].isWhitespace {
                        throw ParseError(message: "expected a space after the quoted value of '\(key)'", offset: index)
                    }
                } else {
                    let valueStart = index
                    while index < characters.count, !characters[index].isWhitespace { index += 1 }
                    value = String(characters[valueStart..<index])
                }
            }
            if key.isEmpty { throw ParseError(message: "an option needs a name before '='", offset: keyStart) }
            options.append(Option(key: key, value: value, column: columnBase + keyStart))
            skipSpace()
        }
        return BlockOptions(options: options)
    }
}
