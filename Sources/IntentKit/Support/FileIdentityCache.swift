import Primitives

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A JSON file that remembers what was learnt from other files, each by the file's identity, so that an unchanged
/// file is not read (or run) again. A file whose path, size, modification time or inode changed is a new file.
///
/// Safe to delete: a missing, unreadable or malformed cache is an empty one, and whatever it held is learnt again.
/// Written whole, owner-only, through a temporary file and a rename, and only when what this run used differs
/// from what was stored, so readers never see half a file and an unchanged folder costs no write.
///
/// ```swift
/// var cache = FileIdentityCache(path: state + "/plugins-cache.json", section: "plugins")
/// if let identity = FileIdentityCache.Identity(path: file), let known = cache.value(for: identity) { … }
/// cache.remember(["describe": text], for: identity)
/// cache.save()
/// ```
package struct FileIdentityCache: Sendable {
    /// What makes a file the same file: a change of any part is a change of the file.
    package struct Identity: Equatable, Hashable, Sendable {
        /// The file's path.
        package let path: String
        /// The file's size in bytes.
        package let size: Int
        /// Nanoseconds since 1970.
        package let modified: Int
        /// The file's inode, so a file replaced by another of the same size and time is new.
        package let inode: Int

        /// An identity with every part given; `init?(path:)` reads them from the file.
        package init(path: String, size: Int, modified: Int, inode: Int) {
            self.path = path
            self.size = size
            self.modified = modified
            self.inode = inode
        }

        /// The identity of what `status` describes, found at `path`.
        package init(path: String, status: stat) {
            #if canImport(Darwin)
                let time = status.st_mtimespec
            #else
                let time = status.st_mtim
            #endif
            self.init(
                path: path, size: Int(status.st_size), modified: Int(time.tv_sec) * 1_000_000_000 + Int(time.tv_nsec),
                inode: Int(status.st_ino))
        }

        /// The identity of the file at `path`, or nil when nothing can be found there.
        package init?(path: String) {
            var status = stat()
            guard stat(path, &status) == 0 else { return nil }
            self.init(path: path, status: status)
        }
    }

    private static let version = 1
    private let path: String
    private let section: String
    /// By path (a String key: a dictionary keyed by `Identity` costs every run a conformance lookup of its own).
    private var stored: [String: (identity: Identity, fields: [(String, JSONValue)])] = [:]
    private var used: [(Identity, [(String, JSONValue)])] = []
    private var changed = false

    /// Reads the cache at `path`; `section` names the list of records in it (`plugins`, `declarations`).
    package init(path: String, section: String) {
        self.path = path
        self.section = section
        guard let bytes = FileSystem.readBytes(path), let value = try? JSONParser.parse(bytes: bytes),
            value["version"]?.intValue == Self.version
        else { return }
        let records = value[section]?.arrayValue ?? []
        stored.reserveCapacity(records.count)
        used.reserveCapacity(records.count)
        for record in records {
            guard let fields = record.objectValue, let path = record["path"]?.stringValue,
                let size = record["size"]?.intValue, let modified = record["modified"]?.intValue,
                let inode = record["inode"]?.intValue
            else { continue }
            let identity = Identity(path: path, size: size, modified: modified, inode: inode)
            stored[path] = (identity, fields.filter { !Self.identityKeys.contains($0.0) })
        }
    }

    private static let identityKeys = ["path", "size", "modified", "inode"]

    /// How many files the cache remembered when it was read: fewer or more than a folder holds now means a file was
    /// added or removed since.
    package var count: Int { stored.count }

    /// What was remembered of the file with `identity`, or nil when it is new or changed.
    package func value(for identity: Identity) -> JSONValue? {
        fields(for: identity).map(JSONValue.object)
    }

    /// The fields remembered of the file with `identity`, or nil when it is new or changed.
    private func fields(for identity: Identity) -> [(String, JSONValue)]? {
        guard let entry = stored[identity.path], entry.identity == identity else { return nil }
        return entry.fields
    }

    /// What was remembered of the file with `identity`, read by `read`, and kept as it is for the next run (as
    /// `remember` would keep it, without making and comparing the value again); nil, keeping nothing, when the file
    /// is new or changed or `read` finds the value wrong.
    package mutating func reuse<Value>(_ identity: Identity, read: (JSONValue) -> Value?) -> Value? {
        guard let fields = fields(for: identity), let value = read(.object(fields)) else { return nil }
        used.append((identity, fields))
        return value
    }

    /// Remembers `value` (an object) for the file with `identity`; only the files remembered in this run are saved.
    package mutating func remember(_ value: JSONValue, for identity: Identity) {
        let fields = value.objectValue ?? []
        if self.value(for: identity) != .object(fields) { changed = true }
        used.append((identity, fields))
    }

    /// Writes what this run used when anything changed (a new, changed or removed file); a failure to write only
    /// means the next run learns it again.
    package func save() {
        guard changed || used.count != stored.count else { return }
        let records = used.map { identity, fields -> JSONValue in
            .object(
                [
                    ("path", .string(identity.path)), ("size", .int(identity.size)),
                    ("modified", .int(identity.modified)), ("inode", .int(identity.inode)),
                ] + fields)
        }
        let text = JSONValue.object([("version", .int(Self.version)), (section, .array(records))]).serialized()
        OwnerOnlyFile.replace(path, with: text)
    }
}
