/// The words of an ASCII text kept as ranges of one byte buffer, for `SearchTerms`: sorted and made
/// distinct without a String or a hash per word.
struct ASCIIWords {
    /// A word's first eight bytes, big-endian and padded with zeros, then its range in `bytes`. Words
    /// hold no zero byte, so comparing keys orders words as their bytes do, a shorter prefix first; only
    /// words that share eight bytes compare the rest.
    private struct Word {
        var key: UInt64
        var range: Range<Int>
    }

    private var bytes: [UInt8] = []
    private var words: [Word] = []
    private var wordStart = 0
    private var key: UInt64 = 0

    init(capacity: Int) { bytes.reserveCapacity(capacity) }

    /// Adds a byte (never zero) to the current word.
    mutating func append(_ byte: UInt8) {
        let position = bytes.count - wordStart
        if position < 8 { key |= UInt64(byte) << (8 * (7 - position)) }
        bytes.append(byte)
    }

    /// Ends the current word, if one was begun.
    mutating func finishWord() {
        guard bytes.count > wordStart else { return }
        words.append(Word(key: key, range: wordStart..<bytes.count))
        wordStart = bytes.count
        key = 0
    }

    /// The distinct words in byte order (String's order for ASCII), joined by spaces.
    mutating func sortedDistinct() -> String {
        let bytes = bytes
        /// What follows a word's first eight bytes.
        func tail(_ word: Word) -> ArraySlice<UInt8> {
            bytes[min(word.range.lowerBound + 8, word.range.upperBound)..<word.range.upperBound]
        }
        words.sort { first, second in
            first.key != second.key ? first.key < second.key : tail(first).lexicographicallyPrecedes(tail(second))
        }
        var joined: [UInt8] = []
        joined.reserveCapacity(bytes.count + words.count)
        var previous: Word?
        for word in words {
            if let previous, previous.key == word.key, bytes[previous.range].elementsEqual(bytes[word.range]) {
                continue
            }
            if previous != nil { joined.append(0x20) }
            joined.append(contentsOf: bytes[word.range])
            previous = word
        }
        return String(decoding: joined, as: UTF8.self)
    }
}
