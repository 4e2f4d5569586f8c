/// Why an entry from the server cannot be applied here: it is set aside with `reason` as its words.
package enum SyncWireError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A body of a version this build does not know yet.
    case newerVersion(Int)
    /// A version below the first (0 or negative).
    case unknownVersion(Int)
    /// A kind this build does not know.
    case unknownKind(String)
    /// A body over `SyncWire.maximumBodyBytes`.
    case oversized(bytes: Int)
    /// A body that is not the JSON of an entry.
    case malformed(String)
    /// A body whose value lies outside the range a local change keeps to (`SyncWireBounds`).
    case outOfBounds(String)
    /// A body whose member disagrees with the column the server keeps beside it.
    case mismatch(String)

    /// The reason, in words, as `ritual sync status` names it.
    package var reason: String {
        switch self {
        case .newerVersion(let version): return "an entry of a newer version (\(version))"
        case .unknownVersion(let version): return "an entry of an unknown version (\(version))"
        case .unknownKind(let kind): return "an entry of an unknown kind '\(kind)'"
        case .oversized(let bytes):
            return "a body of \(bytes) bytes, over the bound of \(SyncWire.maximumBodyBytes)"
        case .malformed(let detail): return "a malformed entry: \(detail)"
        case .outOfBounds(let detail): return "an entry out of bounds: \(detail)"
        case .mismatch(let member): return "a body whose \(member) is not the entry's"
        }
    }

    /// The same as `reason`.
    package var description: String { reason }
}
