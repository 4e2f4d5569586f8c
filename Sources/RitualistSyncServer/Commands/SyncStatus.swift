import Foundation
import RitualistStore
import RitualistSync

/// What `ritual-sync status` shows: the server and whether it answers (and why not), and this machine's side.
public struct SyncStatus: Sendable, Hashable, Codable {
    /// The server, `host:port` or the socket's path.
    public var server: String
    /// The database.
    public var database: String
    /// The role whose history this is.
    public var role: String
    /// The TLS mode.
    public var sslMode: String
    /// Whether the server answered and has the schema this program reads.
    public var reachable: Bool
    /// Why it is not reachable, when it is not.
    public var reason: String?
    /// The failure's case name, when it is not reachable.
    public var reasonCase: String?
    /// The failure's category (`storeUnavailable`, `configuration`), when it is not reachable.
    public var reasonCategory: String?
    /// The server schema's version, when it answered.
    public var schema: Int?
    /// This machine's id.
    public var machine: UUID?
    /// Entries waiting to be pushed.
    public var waiting: Int?
    /// The server sequence pulled up to.
    public var cursor: Int64?
    /// When entries were last pushed.
    public var lastPush: Date?
    /// When this machine last pulled.
    public var lastPull: Date?
    /// The entries set aside.
    public var setAside: [SyncSetAside] = []
    /// Why this machine's side could not be read, if it could not.
    public var localProblem: String?
    /// Settings pulled that config.yaml does not hold yet, and why.
    public var settingsWaiting: String?

    /// The status as lines for a person.
    public var text: String {
        var lines = ["Server: \(server) (database \(database), role \(role), sslmode \(sslMode))"]
        if reachable {
            lines.append("Reachable: yes (schema version \(schema ?? 0))")
        } else {
            lines.append("Reachable: no: \(reason ?? "unknown")")
        }
        if let localProblem {
            lines.append("This machine: \(localProblem)")
        } else {
            lines.append("Machine: \(machine?.uuidString.lowercased() ?? "unknown")")
            lines.append("Waiting: \(waiting ?? 0) " + ((waiting ?? 0) == 1 ? "entry" : "entries"))
            lines.append("Last push: " + (lastPush.map(Self.stamp) ?? "never"))
            lines.append("Last pull: " + (lastPull.map(Self.stamp) ?? "never") + " (server sequence \(cursor ?? 0))")
            lines.append("Set aside: \(setAside.count)")
            for entry in setAside {
                lines.append("  #\(entry.serverSeq) \(entry.kind) \(entry.id.uuidString.lowercased()): \(entry.reason)")
            }
            if let settingsWaiting { lines.append("Settings waiting: \(settingsWaiting)") }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private enum CodingKeys: String, CodingKey {
        case server, database, role, sslMode, reachable, reason, reasonCase, reasonCategory, schema, machine, waiting
        case cursor, lastPush, lastPull, setAside, localProblem, settingsWaiting
    }

    /// Writes the status as a JSON object, the machine id in lower case as the text and the change log write it.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(server, forKey: .server)
        try container.encode(database, forKey: .database)
        try container.encode(role, forKey: .role)
        try container.encode(sslMode, forKey: .sslMode)
        try container.encode(reachable, forKey: .reachable)
        try container.encodeIfPresent(reason, forKey: .reason)
        try container.encodeIfPresent(reasonCase, forKey: .reasonCase)
        try container.encodeIfPresent(reasonCategory, forKey: .reasonCategory)
        try container.encodeIfPresent(schema, forKey: .schema)
        try container.encodeIfPresent(machine?.uuidString.lowercased(), forKey: .machine)
        try container.encodeIfPresent(waiting, forKey: .waiting)
        try container.encodeIfPresent(cursor, forKey: .cursor)
        try container.encodeIfPresent(lastPush, forKey: .lastPush)
        try container.encodeIfPresent(lastPull, forKey: .lastPull)
        try container.encode(setAside, forKey: .setAside)
        try container.encodeIfPresent(localProblem, forKey: .localProblem)
        try container.encodeIfPresent(settingsWaiting, forKey: .settingsWaiting)
    }

    static func stamp(_ date: Date) -> String {
        ISO8601DateFormatter().string(from: date)
    }
}
