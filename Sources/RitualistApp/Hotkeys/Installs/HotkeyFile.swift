import Foundation
import Primitives

/// The files of someone else's configuration that install and uninstall change: read whole, and written through a
/// symbolic link to the file it names, in one rename, with the mode (and, for root, the owner) the file had.
enum HotkeyFile {
    /// The text of the file at `path`, or nil when there is none; a file that exists but cannot be read as text is
    /// refused, never taken for an empty one.
    package static func read(_ path: String) throws(FrontEndError) -> String? {
        guard let data = FileManager.default.contents(atPath: path) else {
            guard FileManager.default.fileExists(atPath: path) else { return nil }
            throw .cannotWrite(path: path, reason: "it cannot be read")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw .cannotWrite(path: path, reason: "it is not UTF-8 text")
        }
        return text
    }

    /// Replaces the file `path` names (through any links) with `text`; a file nobody may write is refused, naming
    /// `command` to run again once it is writable.
    package static func write(_ text: String, to path: String, command: String) throws {
        let target = resolved(path)
        var status = stat()
        let exists = stat(target, &status) == 0
        if exists { try requireWritable(path, status, command: command) }
        do {
            try FileManager.default.createDirectory(
                atPath: (target as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        } catch {
            throw FrontEndError.cannotWrite(path: path, reason: error.localizedDescription)
        }
        let temporary = TemporaryName.beside(target)
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, exists ? 0o600 : 0o666)
        guard descriptor >= 0 else {
            throw FrontEndError.cannotWrite(path: path, reason: String(cString: strerror(errno)))
        }
        var failure = FileDescriptor.writeAll(text, to: descriptor)
        if failure == nil, exists {
            if getuid() == 0 { _ = fchown(descriptor, status.st_uid, status.st_gid) }
            if fchmod(descriptor, status.st_mode & 0o7777) != 0 { failure = errno }
        }
        close(descriptor)
        if failure == nil, rename(temporary, target) != 0 { failure = errno }
        if let failure {
            unlink(temporary)
            throw FrontEndError.cannotWrite(path: path, reason: String(cString: strerror(failure)))
        }
    }

    /// Removes the file at `path` (a link, not what it names), unless nobody may write it.
    package static func remove(_ path: String, command: String) throws {
        var status = stat()
        if stat(path, &status) == 0 { try requireWritable(path, status, command: command) }
        guard unlink(path) == 0 else {
            throw FrontEndError.cannotWrite(path: path, reason: String(cString: strerror(errno)))
        }
    }

    /// A file whose mode lets nobody write it was made read-only on purpose, even for root, who could.
    private static func requireWritable(_ path: String, _ status: stat, command: String) throws(HotkeyError) {
        if status.st_mode & 0o222 == 0 || access(path, W_OK) != 0 {
            throw .readOnly(path: path, command: command)
        }
    }

    /// `path` with every symbolic link followed, the last one even when what it names does not exist yet.
    package static func resolved(_ path: String) -> String {
        var current = path
        for _ in 0..<40 {
            guard let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: current) else { break }
            current =
                destination.hasPrefix("/")
                ? destination : (current as NSString).deletingLastPathComponent + "/" + destination
        }
        return current
    }
}
