#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads declaration files from disk, never more than the size limit allows.
public enum DeclarationFiles {
    /// The `.yaml` and `.yml` files of `directory`, sorted by name; an absent directory has none.
    public static func list(in directory: String) -> [String] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return [] }
        return names.filter { ($0.hasSuffix(".yaml") || $0.hasSuffix(".yml")) && !$0.hasPrefix(".") }
            .sorted()
            .map { directory.hasSuffix("/") ? directory + $0 : directory + "/" + $0 }
    }

    /// The file at `path`, read up to one byte past `limit` so an oversized file is reported, not loaded.
    public static func load(_ path: String, origin: DeclarationSource.Origin, limit: Int) throws(FileError)
        -> DeclarationSource
    {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { throw FileError(path: path, reason: String(cString: strerror(errno))) }
        defer { close(descriptor) }
        var bytes = [UInt8](repeating: 0, count: limit + 1)
        var count = 0
        while count < bytes.count {
            let got = bytes.withUnsafeMutableBytes { read(descriptor, $0.baseAddress! + count, $0.count - count) }
            if got < 0, errno == EINTR { continue }
            guard got >= 0 else { throw FileError(path: path, reason: String(cString: strerror(errno))) }
            if got == 0 { break }
            count += got
        }
        if count > limit {
            var status = stat()
            let size = fstat(descriptor, &status) == 0 ? Int(status.st_size) : count
            return DeclarationSource(path: path, bytes: [], size: size, origin: origin)
        }
        return DeclarationSource(path: path, bytes: Array(bytes[0..<count]), origin: origin)
    }

    /// The files at `paths`, each read within `limit`, and a diagnostic for each that could not be read.
    public static func load(_ paths: [String], origin: DeclarationSource.Origin, limit: Int)
        -> (sources: [DeclarationSource], unreadable: [Diagnostic])
    {
        var sources: [DeclarationSource] = []
        var unreadable: [Diagnostic] = []
        for path in paths {
            do {
                sources.append(try load(path, origin: origin, limit: limit))
            } catch {
                unreadable.append(error.diagnostic)
            }
        }
        return (sources, unreadable)
    }

    /// A file that could not be read.
    public struct FileError: Error, CustomStringConvertible {
        public let path: String
        public let reason: String
        public var description: String { "cannot read '\(path)': \(reason)" }

        /// The failure as a diagnostic at the file's start.
        public var diagnostic: Diagnostic {
            Diagnostic(location: SourceLocation(path: path, line: 1, column: 1), message: description, sourceLine: nil)
        }
    }
}
