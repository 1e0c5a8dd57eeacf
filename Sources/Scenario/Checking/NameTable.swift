/// A scope's names. Scenarios declare a handful, so a linear scan beats hashing every lookup
/// (the checker resolves a name or two per statement; see `lifeline-bench model`).
struct NameTable<Value> {
    private var entries: [(name: String, value: Value)] = []

    var isEmpty: Bool { entries.isEmpty }
    var names: [String] { entries.map(\.name) }

    subscript(name: String) -> Value? {
        get {
            for entry in entries where entry.name == name { return entry.value }
            return nil
        }
        set {
            if let index = entries.firstIndex(where: { $0.name == name }) {
                if let newValue { entries[index].value = newValue } else { entries.remove(at: index) }
            } else if let newValue {
                entries.append((name, newValue))
            }
        }
    }
}
