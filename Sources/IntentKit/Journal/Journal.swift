import Primitives

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An append-only log of runs as JSON lines, bounded in size and in records.
///
/// When the file passes `maximumBytes` or holds `maximumRecords` records it becomes `<path>.1` (replacing the
/// previous one) and a new file starts. Each record is cut to `maximumRecordBytes` (see `JournalRecord.bounded()`),
/// so a few runs with huge parameters cannot push the history out. A record is written whole or not at all: the
/// file is locked while a run appends, and a write that fails half-way (a full disk) is cut back off.
public struct Journal: Sendable {
    /// The journal file's path.
    package let path: String
    /// The size past which the file rotates.
    package let maximumBytes: Int
    /// The number of records at which the file rotates.
    package let maximumRecords: Int
    /// Writes bytes to a descriptor in place of `write(2)`, for tests that make a write fail half-way.
    var writer: (@Sendable (Int32, UnsafeRawBufferPointer) -> Int)?
    /// Writes the note of unrecorded runs in place of `write(2)`, for tests of a disk with no room for it.
    var noteWriter: (@Sendable (Int32, UnsafeRawBufferPointer) -> Int)?
    /// Where `append` puts records instead of the file, while a caller gathers them (see `holding(in:)`).
    private var held: HeldRecords?

    /// The most bytes one record's line takes.
    package static let maximumRecordBytes = 4096

    /// A journal at `path` that rotates past `maximumBytes` or at `maximumRecords` records.
    public init(path: String, maximumBytes: Int = 256 * 1024, maximumRecords: Int = 2000) {
        self.path = path
        self.maximumBytes = maximumBytes
        self.maximumRecords = maximumRecords
    }

    /// Where the previous file goes when the journal rotates.
    package var rotatedPath: String { path + ".1" }

    /// Appends one record, creating the file (owner-only) and its directory when needed.
    package func append(_ record: JournalRecord) throws(JournalError) {
        if let held {
            held.hold(record)
            return
        }
        try append(lines: [Self.line(record)], synchronizing: false)
    }

    /// Appends `records` in order with one write (more only where the file rotates on the way), then waits until
    /// they are on the disk (`fdatasync`), so that a caller may say they are recorded once this returns.
    package func append(contentsOf records: [JournalRecord]) throws(JournalError) {
        try append(lines: records.map(Self.line), synchronizing: true)
    }

    /// This journal with its appends held in `records` instead of written: `run --batch` gathers the records of
    /// a group of runs and appends them together, after the group's changes are committed.
    package func holding(in records: HeldRecords) -> Journal {
        var journal = self
        journal.held = records
        return journal
    }

    private static func line(_ record: JournalRecord) -> [UInt8] {
        Array((record.boundedText + "\n").utf8)
    }

    /// Appends `lines`; those it cannot are counted beside the journal (see `UnrecordedRuns`) before it throws.
    private func append(lines: [[UInt8]], synchronizing: Bool) throws(JournalError) {
        guard !lines.isEmpty else { return }
        var next = 0
        do throws(JournalError) {
            do {
                try OwnerOnlyDirectory.create(parentOf: path)
            } catch {
                throw .cannotWrite(path: path, reason: error.description)
            }
            while next < lines.count {
                next = try appendToFile(lines, from: next, synchronizing: synchronizing)
            }
        } catch {
            noteUnrecorded(lines.count - next, problem: error.description)
            throw error
        }
    }

    /// Appends lines from `first` on with one write, up to the one that fills the file, and rotates a full file
    /// as a single append would have; returns the index of the first line left for the next file.
    private func appendToFile(_ lines: [[UInt8]], from first: Int, synchronizing: Bool) throws(JournalError) -> Int {
        let descriptor = try openLocked()
        defer {
            flock(descriptor, LOCK_UN)
            close(descriptor)
        }
        var status = stat()
        let start = fstat(descriptor, &status) == 0 ? Int(status.st_size) : nil
        if start == 0 { reserveUnrecorded() }
        var bytes: [UInt8] = []
        // A line torn by something else (a crash of an older version, a full disk) must not swallow this record.
        var last: UInt8 = 0
        if let start, start > 0, pread(descriptor, &last, 1, off_t(start - 1)) == 1, last != UInt8(ascii: "\n") {
            bytes.append(UInt8(ascii: "\n"))
        }
        let torn = bytes.count
        var end = first
        var written = false
        // The file's lines before this write, counted once and only when its size says it could be full.
        var before: Int?
        func isFull() -> Bool {
            guard let start else { return false }
            return self.isFull(size: start + bytes.count) {
                let added = torn + end - first
                let counted = before ?? FileSystem.countLines(path) - (written ? added : 0)
                before = counted
                return counted + added
            }
        }
        repeat {
            bytes += lines[end]
            end += 1
        } while end < lines.count && !isFull()
        if let code = writeWhole(bytes, to: descriptor) {
            if let start { _ = ftruncate(descriptor, off_t(start)) }
            throw .cannotWrite(path: path, reason: SystemError.describe(code))
        }
        written = true
        if synchronizing, fdatasync(descriptor) != 0 {
            throw .cannotWrite(path: path, reason: SystemError.describe(errno))
        }
        if isFull() { rename(path, rotatedPath) }
        return end
    }

    /// The journal opened for appending and locked; the lock must be on the file still at `path`, since another
    /// run may have rotated it away while this one waited.
    private func openLocked() throws(JournalError) -> Int32 {
        for _ in 0..<8 {
            // Non-blocking, and then a regular file only: a FIFO would take a few records into its buffer and
            // lose them, then make a run wait for a reader forever; a device is not ours to write. Never through a
            // symbolic link: whoever can put one in the state folder would have runs appended to any file.
            let flags = O_RDWR | O_APPEND | O_CREAT | O_NONBLOCK | O_NOCTTY | O_NOFOLLOW | O_CLOEXEC
            let descriptor = open(path, flags, 0o600)
            guard descriptor >= 0 else {
                let code = errno
                if code == ELOOP { throw .cannotWrite(path: path, reason: Self.symbolicLinkRefusal) }
                throw .cannotWrite(path: path, reason: SystemError.describe(code))
            }
            var opened = stat()
            if fstat(descriptor, &opened) == 0, FileKind(mode: opened.st_mode) != .regular {
                close(descriptor)
                throw .cannotWrite(
                    path: path, reason: "not a regular file (it is \(FileKind(mode: opened.st_mode).name))")
            }
            guard flock(descriptor, LOCK_EX) == 0 else {
                let code = errno
                close(descriptor)
                throw .cannotWrite(path: path, reason: SystemError.describe(code))
            }
            var current = stat()
            if stat(path, &current) == 0, opened.st_ino == current.st_ino,
                opened.st_dev == current.st_dev
            {
                return descriptor
            }
            flock(descriptor, LOCK_UN)
            close(descriptor)
        }
        throw .cannotWrite(path: path, reason: "it was rotated away again and again while this run waited")
    }

    /// Why a journal that is a symbolic link is not written.
    static let symbolicLinkRefusal =
        "not a regular file (it is a symbolic link; the journal is never written through one)"

    /// Writes all of `bytes`; the `errno` of the call that failed, or nil when every byte was written.
    private func writeWhole(_ bytes: [UInt8], to descriptor: Int32) -> Int32? {
        bytes.withUnsafeBytes { FileDescriptor.writeAll($0, to: descriptor, using: writer) }
    }

    /// Whether the file, now `size` bytes, is due for rotation. Its lines are counted only once the file is large
    /// enough to hold `maximumRecords` of the smallest records.
    private func isFull(size: Int, lines: () -> Int) -> Bool {
        if size > maximumBytes { return true }
        guard size >= maximumRecords * JournalRecord.minimumBytes else { return false }
        return lines() >= maximumRecords
    }

    /// The newest records, oldest first; `limit` nil for all of them.
    package func records(limit: Int? = nil) -> [JournalRecord] {
        reading(limit: limit).records
    }

    /// The newest records that `matching` keeps, oldest first (`limit` nil for all of them), and how many of the
    /// lines read were not records. With a limit the files are read from their end and only until it is reached,
    /// so `journal` costs the same on a full journal as on a short one.
    package func reading(limit: Int? = nil, matching: (JournalRecord) -> Bool = { _ in true }) -> JournalReading {
        guard let limit else { return readingAll(matching: matching) }
        var newest: [JournalRecord] = []
        var skipped = 0
        for file in [path, rotatedPath] where newest.count < limit {
            _ = FileSystem.forEachLineBackwards(of: file) { line in
                if let record = Self.record(String(decoding: line, as: UTF8.self)) {
                    if matching(record) { newest.append(record) }
                } else {
                    skipped += 1
                }
                return newest.count < limit
            }
        }
        return JournalReading(records: newest.reversed(), skippedLines: skipped)
    }

    /// Every record that `matching` keeps, oldest first, and how many lines were not records.
    private func readingAll(matching: (JournalRecord) -> Bool) -> JournalReading {
        var records: [JournalRecord] = []
        var skipped = 0
        for file in [rotatedPath, path] {
            guard let text = FileSystem.readText(file) else { continue }
            for line in text.split(separator: "\n") {
                if let record = Self.record(String(line)) {
                    if matching(record) { records.append(record) }
                } else {
                    skipped += 1
                }
            }
        }
        return JournalReading(records: records, skippedLines: skipped)
    }

    /// The record a line holds, or nil when it holds none.
    private static func record(_ line: String) -> JournalRecord? {
        (try? JSONParser.parse(line)).flatMap(JournalRecord.init(json:))
    }
}
