/// A scope's names. Scenarios declare a handful, so a linear scan beats hashing every lookup
/// (the checker resolves a name or two per statement; see `lifeline-bench model`). Lengths are
/// compared first: most names differ in length, and comparing that is a field read.
struct NameTable<Value> {
    private var entries: [(name: String, value: Value)] = []

    var isEmpty: Bool { entries.isEmpty }
    var names: [String] { entries.map { $0.name } }

    subscript(name: String) -> Value? {
        get {
            let length = name.utf8.count
            for entry in entries where entry.name.utf8.count == length && entry.name == name { return entry.value }
            return nil
        }
        set {
            let length = name.utf8.count
            if let index = entries.firstIndex(where: { $0.name.utf8.count == length && $0.name == name }) {
                if let newValue { entries[index].value = newValue } else { entries.remove(at: index) }
            } else if let newValue {
                entries.append((name, newValue))
            }
        }
    }
}
