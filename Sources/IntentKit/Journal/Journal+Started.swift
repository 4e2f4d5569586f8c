import Primitives

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The markers of runs in progress: a run that may take long (a composition, an external plugin) leaves one while
/// it runs, holding the record of its run as interrupted. A run that ends removes it; one that was killed cannot,
/// and the next run journals the record it left.
extension Journal {
    /// The folder of the markers, one file per process, named after its id.
    package var startedFolder: String { path + ".started" }

    /// Leaves the marker of this process, holding `record`; its path, or nil when it could not be written.
    func markStarted(_ record: JournalRecord) -> String? {
        let marker = startedFolder + "/\(getpid())"
        let text = JSONValue.object([
            ("process", .string(Self.processIdentity(getpid()) ?? "")), ("record", record.json),
        ]).serialized()
        return OwnerOnlyFile.replace(marker, with: text) ? marker : nil
    }

    func removeMarker(_ marker: String) {
        unlink(marker)
    }

    /// Journals the record of every marker whose process has ended, each once (the run that removes a marker is
    /// the one that journals it). Costs one failed `opendir` when no marker was ever left.
    func journalKilledRuns() {
        guard let directory = opendir(startedFolder) else { return }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) {
                String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
            }
            if let pid = Int32(name), pid > 0 { names.append(name) }
        }
        closedir(directory)
        for name in names {
            let marker = startedFolder + "/" + name
            guard let pid = Int32(name), let text = FileSystem.readText(marker),
                let json = try? JSONParser.parse(text), let record = json["record"].flatMap(JournalRecord.init(json:))
            else { continue }
            let identity = json["process"]?.stringValue ?? ""
            if pid == getpid() || Self.isRunning(pid, identity: identity) { continue }
            guard unlink(marker) == 0 else { continue }
            try? append(record)
        }
    }

    /// Whether process `pid` still runs and is the one whose identity was noted (a process id is used again).
    private static func isRunning(_ pid: Int32, identity: String) -> Bool {
        guard !identity.isEmpty else { return kill(pid, 0) == 0 || errno == EPERM }
        return processIdentity(pid) == identity
    }

    /// When process `pid` started, in clock ticks since boot (`/proc/PID/stat`, field 22): with its id, what tells
    /// it from a later process given the same id. Nil when it is not running or `/proc` is not there.
    private static func processIdentity(_ pid: Int32) -> String? {
        guard let stat = FileSystem.readText("/proc/\(pid)/stat"), let end = stat.lastIndex(of: ")") else {
            return nil
        }
        let fields = stat[stat.index(after: end)...].split(separator: " ")
        return fields.count > 19 && fields[0] != "Z" ? String(fields[19]) : nil
    }
}
