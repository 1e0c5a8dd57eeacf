/// The words of an ASCII text — its runs of letters and digits, lowercased — sorted and made distinct as
/// ranges of one byte buffer, for `SearchTerms`: no String and no hash per word.
struct ASCIIWords {
    /// A word's first eight bytes, big-endian and padded with zeros, then its range in `bytes`. Words
    /// hold no zero byte, so comparing keys orders words as their bytes do, a shorter prefix first; only
    /// words that share eight bytes compare the rest.
    private struct Word {
        var key: UInt64
        var range: Range<Int>
    }

    /// The text lowercased, byte for byte.
    private var bytes: [UInt8]
    private var words: [Word] = []

    /// nil when the text is not ASCII.
    init?(_ text: UnsafeBufferPointer<UInt8>) {
        bytes = Array(text)
        words.reserveCapacity(text.count / 4)
        var start = -1
        var key: UInt64 = 0
        for index in bytes.indices {
            var byte = bytes[index]
            switch byte {
            case 0x30...0x39, 0x61...0x7A: break
            case 0x41...0x5A:
                byte |= 0x20
                bytes[index] = byte
            case 0x80...:
                return nil
            default:
                if start >= 0 { words.append(Word(key: key, range: start..<index)) }
                start = -1
                continue
            }
            if start < 0 {
                start = index
                key = 0
            }
            if index - start < 8 { key |= UInt64(byte) << (8 * (7 - (index - start))) }
        }
        if start >= 0 { words.append(Word(key: key, range: start..<bytes.count)) }
    }

    /// The distinct words in byte order (String's order for ASCII), joined by spaces.
    mutating func sortedDistinct() -> String {
        let bytes = bytes
        /// What follows a word's first eight bytes.
        func tail(_ word: Word) -> ArraySlice<UInt8> {
            bytes[min(word.range.lowerBound + 8, word.range.upperBound)..<word.range.upperBound]
        }
        // By key first (a sort of integers), then by the rest within each run of equal keys that holds a
        // longer word: most words differ in their first eight bytes.
        words.sort { $0.key < $1.key }
        var runStart = 0
        while runStart < words.count {
            var runEnd = runStart + 1
            while runEnd < words.count, words[runEnd].key == words[runStart].key { runEnd += 1 }
            if runEnd - runStart > 1, words[runStart..<runEnd].contains(where: { $0.range.count > 8 }) {
                words[runStart..<runEnd].sort { tail($0).lexicographicallyPrecedes(tail($1)) }
            }
            runStart = runEnd
        }
        var joined: [UInt8] = []
        joined.reserveCapacity(bytes.count)
        var previous: Word?
        for word in words {
            if let previous, previous.key == word.key, tail(previous).elementsEqual(tail(word)) { continue }
            if previous != nil { joined.append(0x20) }
            joined.append(contentsOf: bytes[word.range])
            previous = word
        }
        return String(decoding: joined, as: UTF8.self)
    }
}
