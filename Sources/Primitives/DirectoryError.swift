/// Why a folder the program needs could not be made.
package enum DirectoryError: Error, Equatable, CustomStringConvertible {
    /// `mkdir` failed for a reason other than the folder already being there.
    case cannotCreate(path: String, reason: String)
    /// A component of the path is a symbolic link that another user owns, so it could point anywhere.
    case foreignLink(path: String, owner: UInt32)

    package var description: String {
        switch self {
        case let .cannotCreate(path, reason):
            return "cannot create '\(path)': \(reason)"
        case let .foreignLink(path, owner):
            return "refusing to follow '\(path)': it is a symbolic link owned by uid \(owner), not you"
        }
    }
}
