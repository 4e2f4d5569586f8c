import Primitives

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads declaration files from disk: regular files only, trusted (see `FileTrust`), never more than the size
/// limit allows, and never waiting on a FIFO or a device.
public enum DeclarationFiles {
    /// The `.yaml` and `.yml` files of `directory`, sorted by name; an absent directory has none.
    ///
    /// A folder that exists but cannot be listed, or that another user could have written, is listed as itself
    /// with a trailing slash (`intents/`), so that `load` reports why instead of quietly hiding its intents.
    public static func list(in directory: String) -> [String] {
        let folder = directory.count > 1 && directory.hasSuffix("/") ? String(directory.dropLast()) : directory
        var status = stat()
        guard stat(folder, &status) == 0 else { return errno == ENOENT ? [] : [folder + "/"] }
        guard folderProblem(folder, status) == nil, let names = try? names(in: folder) else { return [folder + "/"] }
        return names.filter { ($0.hasSuffix(".yaml") || $0.hasSuffix(".yml")) && !$0.hasPrefix(".") }
            .sorted()
            .map { folder + "/" + $0 }
    }

    /// The file at `path`, read up to one byte past `limit` so an oversized file is reported, not loaded.
    ///
    /// Anything but a trusted regular file throws: a FIFO, a device, a folder, a link loop, a file others can
    /// write. A folder path with a trailing slash (as `list(in:)` returns one) throws why it could not be listed.
    public static func load(_ path: String, origin: DeclarationSource.Origin, limit: Int) throws(FileError)
        -> DeclarationSource
    {
        let what = path.hasSuffix("/") ? "folder" : "file"
        var status = stat()
        guard stat(path, &status) == 0 else {
            let code = errno
            throw FileError(path, "cannot read the \(what): ", errno: code)
        }
        if path.hasSuffix("/") {
            let folder = String(path.dropLast())
            if let problem = folderProblem(folder, status) { throw FileError(path: path, reason: problem) }
            _ = try names(in: folder)
        }
        try requireRegularFile(path, status)
        // Non-blocking, so that a FIFO swapped in since the check above cannot make the open wait for a writer.
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
        guard descriptor >= 0 else { throw FileError(path, "cannot read the file: ", errno: errno) }
        defer { close(descriptor) }
        guard fstat(descriptor, &status) == 0 else { throw FileError(path, "cannot read the file: ", errno: errno) }
        try requireRegularFile(path, status)
        if let problem = FileTrust.problem(path: path, owner: status.st_uid, mode: status.st_mode, isFolder: false) {
            throw FileError(path: path, reason: problem)
        }
        let size = Int(status.st_size)
        guard size <= limit else { return DeclarationSource(path: path, bytes: [], size: size, origin: origin) }
        let bytes = try readBytes(descriptor, path: path, upTo: limit + 1, expected: size)
        guard bytes.count <= limit else {
            return DeclarationSource(path: path, bytes: [], size: max(size, bytes.count), origin: origin)
        }
        return DeclarationSource(path: path, bytes: bytes, origin: origin)
    }

    /// The files at `paths`, each read within `limit`. A file that cannot be read is returned as a source that
    /// carries the reason, so that whoever parses the sources reports it, and a run of the intent the file is
    /// named after says why it is missing. `unreadable` is therefore always empty; it is kept so that callers
    /// written against the earlier shape still build.
    package static func load(_ paths: [String], origin: DeclarationSource.Origin, limit: Int)
        -> (sources: [DeclarationSource], unreadable: [Diagnostic])
    {
        var sources: [DeclarationSource] = []
        for path in paths {
            do {
                sources.append(try load(path, origin: origin, limit: limit))
            } catch {
                sources.append(DeclarationSource(path: error.path, problem: error.reason, origin: origin))
            }
        }
        return (sources, [])
    }

    private static func requireRegularFile(_ path: String, _ status: stat) throws(FileError) {
        let kind = FileKind(mode: status.st_mode)
        guard kind == .regular else { throw FileError(path: path, reason: "not a regular file (it is \(kind.name))") }
    }

    /// Why the folder must not be read: it is not one, or another user could have written it.
    private static func folderProblem(_ folder: String, _ status: stat) -> String? {
        guard FileKind(mode: status.st_mode) == .folder else { return "cannot read the folder: Not a directory" }
        return FileTrust.problem(path: folder, owner: status.st_uid, mode: status.st_mode, isFolder: true)
    }

    /// The names in `folder`.
    private static func names(in folder: String) throws(FileError) -> [String] {
        guard let names = FileSystem.names(in: folder) else {
            let code = errno
            throw FileError(folder + "/", "cannot list the folder: ", errno: code)
        }
        return names
    }

    /// Up to `count` bytes of the open file, expecting about `expected`.
    private static func readBytes(_ descriptor: Int32, path: String, upTo count: Int, expected: Int) throws(FileError)
        -> [UInt8]
    {
        var bytes = [UInt8](repeating: 0, count: min(count, expected + 1))
        var filled = 0
        while filled < count {
            if filled == bytes.count { bytes += [UInt8](repeating: 0, count: min(count - filled, 65_536)) }
            let got = bytes.withUnsafeMutableBytes { buffer in
                buffer.baseAddress.map { read(descriptor, $0 + filled, buffer.count - filled) } ?? 0
            }
            if got < 0, errno == EINTR { continue }
            guard got >= 0 else { throw FileError(path, "cannot read the file: ", errno: errno) }
            if got == 0 { break }
            filled += got
        }
        return Array(bytes[0..<filled])
    }
}
