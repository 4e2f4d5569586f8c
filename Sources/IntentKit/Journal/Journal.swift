import Primitives

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An append-only log of runs as JSON lines, bounded in size.
///
/// When the file passes `maximumBytes` it becomes `<path>.1` (replacing the previous one) and a new file starts,
/// so the journal never holds more than about twice the bound. Appends are single `write` calls on a file opened
/// with `O_APPEND`, and rotation happens under an exclusive `flock`, so concurrent runs neither tear lines nor
/// lose a rotation.
public struct Journal: Sendable {
    public let path: String
    public let maximumBytes: Int

    public init(path: String, maximumBytes: Int = 256 * 1024) {
        self.path = path
        self.maximumBytes = maximumBytes
    }

    public var rotatedPath: String { path + ".1" }

    /// Appends one record, creating the file (owner-only) and its directory when needed.
    public func append(_ record: JournalRecord) throws(JournalError) {
        do {
            try OwnerOnlyDirectory.create(parentOf: path)
        } catch {
            throw .cannotWrite(path: path, reason: error.description)
        }
        let line = Array((record.json.serialized() + "\n").utf8)
        let descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw .cannotWrite(path: path, reason: SystemError.describe(errno)) }
        defer { close(descriptor) }
        let written = line.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        guard written == line.count else { throw .cannotWrite(path: path, reason: SystemError.describe(errno)) }
        var status = stat()
        if fstat(descriptor, &status) == 0, Int(status.st_size) > maximumBytes { rotate() }
    }

    /// The newest records, oldest first; `limit` nil for all of them.
    public func records(limit: Int? = nil) -> [JournalRecord] {
        var records: [JournalRecord] = []
        for file in [rotatedPath, path] {
            guard let text = FileSystem.readText(file) else { continue }
            for line in text.split(separator: "\n") {
                if let value = try? JSONParser.parse(String(line)), let record = JournalRecord(json: value) {
                    records.append(record)
                }
            }
        }
        guard let limit else { return records }
        return Array(records.suffix(max(0, limit)))
    }

    private func rotate() {
        let lock = open(path + ".lock", O_WRONLY | O_CREAT | O_CLOEXEC, 0o600)
        guard lock >= 0 else { return }
        defer { close(lock) }
        guard flock(lock, LOCK_EX) == 0 else { return }
        defer { flock(lock, LOCK_UN) }
        // Another process may have rotated while this one waited for the lock.
        var status = stat()
        guard stat(path, &status) == 0, Int(status.st_size) > maximumBytes else { return }
        rename(path, rotatedPath)
    }
}

/// Why a journal record could not be written.
public enum JournalError: Error, Equatable, CustomStringConvertible {
    case cannotWrite(path: String, reason: String)

    public var description: String {
        switch self {
        case let .cannotWrite(path, reason): return "Cannot write the journal '\(path)': \(reason)."
        }
    }
}
