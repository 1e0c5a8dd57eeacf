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

    /// What follows a word's first eight bytes.
    private static func tail(_ word: Word, in bytes: [UInt8]) -> ArraySlice<UInt8> {
        bytes[min(word.range.lowerBound + 8, word.range.upperBound)..<word.range.upperBound]
    }

    /// The distinct words in byte order (String's order for ASCII), joined by spaces.
    mutating func sortedDistinct() -> String {
        removeRepeats()
        let bytes = bytes
        func tail(_ word: Word) -> ArraySlice<UInt8> { Self.tail(word, in: bytes) }
        // By key first (a sort of integers), then by the rest within each run of equal keys: most words
        // differ in their first eight bytes.
        words.sort { $0.key < $1.key }
        var runStart = 0
        while runStart < words.count {
            var runEnd = runStart + 1
            while runEnd < words.count, words[runEnd].key == words[runStart].key { runEnd += 1 }
            if runEnd - runStart > 1 {
                words[runStart..<runEnd].sort { tail($0).lexicographicallyPrecedes(tail($1)) }
            }
            runStart = runEnd
        }
        var joined: [UInt8] = []
        joined.reserveCapacity(bytes.count)
        for word in words {
            if !joined.isEmpty { joined.append(0x20) }
            joined.append(contentsOf: bytes[word.range])
        }
        return String(decoding: joined, as: UTF8.self)
    }

    /// Keeps the first of each word, through an open-addressed table of positions in the kept words
    /// (hashed from the key and the length): a page repeats most of its words, and sorting them all
    /// before dropping the repeats took twice as long.
    private mutating func removeRepeats() {
        let bytes = bytes
        func tail(_ word: Word) -> ArraySlice<UInt8> { Self.tail(word, in: bytes) }
        var capacity = 16
        while capacity < 2 * words.count { capacity <<= 1 }
        let shift = UInt64(64 - capacity.trailingZeroBitCount)
        var slots = [Int32](repeating: -1, count: capacity)
        var kept: [Word] = []
        kept.reserveCapacity(words.count)
        nextWord: for word in words {
            var slot = Int(((word.key ^ UInt64(word.range.count)) &* 0x9E37_79B9_7F4A_7C15) >> shift)
            while slots[slot] >= 0 {
                let other = kept[Int(slots[slot])]
                if other.key == word.key, other.range.count == word.range.count, tail(other) == tail(word) {
                    continue nextWord
                }
                slot = (slot + 1) & (capacity - 1)
            }
            slots[slot] = Int32(kept.count)
            kept.append(word)
        }
        words = kept
    }
}
