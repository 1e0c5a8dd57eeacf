extension StringProtocol {
    /// Whether `other` occurs in this text, compared by characters (as `String.contains(_:)` from Foundation
    /// does for the plain case). Written here because that one comes from Foundation and `_StringProcessing`,
    /// which Embedded Swift (the wasm build) does not have.
    package func containsText(_ other: some StringProtocol) -> Bool {
        guard let first = other.first else { return true }
        var start = startIndex
        while let match = self[start...].firstIndex(of: first) {
            if self[match...].starts(with: other) { return true }
            start = index(after: match)
        }
        return false
    }
}
