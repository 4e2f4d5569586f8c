/// The role `init --owner` gives the schema to, checked before it is written into a statement.
enum SchemaOwner {
    /// `name` as an SQL identifier, or the reason it cannot be one.
    static func quoted(_ name: String) throws(SyncServerError) -> String {
        let allowed = name.utf8.allSatisfy { byte in
            (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
                || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
        }
        guard allowed, let first = name.utf8.first, !(first >= UInt8(ascii: "0") && first <= UInt8(ascii: "9")),
            name.utf8.count <= 63
        else {
            throw .invalidOwner(name)
        }
        return "\"" + name + "\""
    }
}
