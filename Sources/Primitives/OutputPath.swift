#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where a command writes when a person names a file for it (`--output`, `backup FILE`): `-` is standard output, a
/// regular file or a name with nothing there yet is replaced whole, and anything else (a device, a FIFO, a socket,
/// a folder) is refused with its kind named. Nothing but a regular file or nothing is ever renamed over: as root,
/// `/dev/null` must stay a device.
package enum OutputPath: Equatable, Sendable {
    /// `-`: the text goes to standard output.
    case standardOutput
    /// The file to replace: the path as named, or for a symbolic link the regular file it leads to, so that the
    /// link stays and the file it names gets the text.
    case file(String)

    /// Why a path is no place to write: it names something other than a regular file.
    package struct Refusal: Error, Equatable, Sendable, CustomStringConvertible {
        /// The path as it was named.
        package var path: String
        /// What is there.
        package var kind: FileKind
        /// Whether a symbolic link leads to it (or, for `.symbolicLink`, to nothing).
        package var throughLink: Bool

        /// `it is a FIFO; expected a regular file, a new file name or '-' for standard output`, to follow "cannot
        /// be written: ".
        package var reason: String {
            let what =
                !throughLink
                ? "it is \(kind.name)"
                : kind == .symbolicLink
                    ? "it is a symbolic link that leads to nothing" : "it is a symbolic link to \(kind.name)"
            return what + "; expected a regular file, a new file name or '-' for standard output"
        }

        /// The reason.
        package var description: String { reason }
    }

    /// Where `path` writes; throws when it names anything but `-`, a regular file, a symbolic link to one, or a name
    /// with nothing there.
    package static func resolve(_ path: String) throws(Refusal) -> OutputPath {
        guard path != "-" else { return .standardOutput }
        var status = stat()
        guard lstat(path, &status) == 0 else { return .file(path) }
        let kind = FileKind(mode: status.st_mode)
        guard kind == .symbolicLink else {
            guard kind == .regular else { throw Refusal(path: path, kind: kind, throughLink: false) }
            return .file(path)
        }
        guard stat(path, &status) == 0, let target = realpath(path, nil) else {
            throw Refusal(path: path, kind: .symbolicLink, throughLink: true)
        }
        defer { free(target) }
        let followed = FileKind(mode: status.st_mode)
        guard followed == .regular else { throw Refusal(path: path, kind: followed, throughLink: true) }
        return .file(String(cString: target))
    }

    /// Throws unless `path` (resolved) still names a regular file or nothing: checked again right before the rename,
    /// since something else may have been put there while the text was written.
    package static func checkReplaceable(_ path: String, named: String) throws(Refusal) {
        var status = stat()
        guard lstat(path, &status) == 0 else { return }
        let kind = FileKind(mode: status.st_mode)
        guard kind == .regular else { throw Refusal(path: named, kind: kind, throughLink: path != named) }
    }
}
