import Foundation
import IntentKit

/// `plugins-cache.json`: what each plugin file answered to `describe`, by the file's identity. Safe to delete.
struct PluginCache {
    /// What makes a file the same file: a change of any part asks the plugin again.
    struct Identity: Equatable {
        let path: String
        let size: Int
        let modified: Int
        let inode: Int
    }

    enum Answer: Equatable {
        case description(String)
        case problem(String)
    }

    private let path: String
    private var stored: [(Identity, Answer)] = []
    private var used: [(Identity, Answer)] = []
    private var changed = false

    init(path: String) {
        self.path = path
        guard let data = FileManager.default.contents(atPath: path),
            let value = try? JSONParser.parse(String(decoding: data, as: UTF8.self)),
            value["version"]?.intValue == 1
        else { return }
        stored = (value["plugins"]?.arrayValue ?? []).compactMap(Self.record)
    }

    func answer(for identity: Identity) -> Answer? {
        stored.first { $0.0 == identity }?.1
    }

    mutating func remember(_ answer: Answer, for identity: Identity) {
        if self.answer(for: identity) != answer { changed = true }
        used.append((identity, answer))
    }

    /// Writes what this run used, when anything changed (a new, changed or removed plugin).
    func save() {
        guard changed || used.count != stored.count else { return }
        let records = used.map { identity, answer -> JSONValue in
            var fields: [(String, JSONValue)] = [
                ("path", .string(identity.path)), ("size", .int(identity.size)),
                ("modified", .int(identity.modified)), ("inode", .int(identity.inode)),
            ]
            switch answer {
            case .description(let text): fields.append(("describe", .string(text)))
            case .problem(let text): fields.append(("problem", .string(text)))
            }
            return .object(fields)
        }
        let text = JSONValue.object([("version", 1), ("plugins", .array(records))]).serialized()
        let folder = (path as NSString).deletingLastPathComponent
        try? FileManager.default.createDirectory(
            atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        let temporary = path + ".\(getpid()).tmp"
        guard
            FileManager.default.createFile(
                atPath: temporary, contents: Data(text.utf8), attributes: [.posixPermissions: 0o600])
        else { return }
        if rename(temporary, path) != 0 { unlink(temporary) }
    }

    private static func record(_ value: JSONValue) -> (Identity, Answer)? {
        guard let path = value["path"]?.stringValue, let size = value["size"]?.intValue,
            let modified = value["modified"]?.intValue, let inode = value["inode"]?.intValue
        else { return nil }
        let identity = Identity(path: path, size: size, modified: modified, inode: inode)
        if let text = value["describe"]?.stringValue { return (identity, .description(text)) }
        if let text = value["problem"]?.stringValue { return (identity, .problem(text)) }
        return nil
    }
}
