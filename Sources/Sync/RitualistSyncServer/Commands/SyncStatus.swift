import Foundation
import Primitives
import RitualistStore
import RitualistSync

/// What `ritual-sync status` shows: the server and whether it answers (and why not), and this machine's side.
package struct SyncStatus: Sendable, Hashable, Codable {
    /// The server, `host:port` or the socket's path.
    package var server: String
    /// The database.
    package var database: String
    /// The role whose history this is.
    package var role: String
    /// The TLS mode.
    package var sslMode: String
    /// Whether the server answered: one without the schema this program reads (none yet, or another version) is
    /// reachable, not ready.
    package var reachable: Bool
    /// Whether the server answered and has the schema this program reads: whether a sync can run.
    package var ready: Bool = false
    /// Why it is not ready (not reachable, or reachable without the schema), when it is not.
    package var reason: String?
    /// The failure's case name, when it is not ready.
    package var reasonCase: String?
    /// The failure's category (`storeUnavailable`, `configuration`), when it is not ready.
    package var reasonCategory: String?
    /// The server schema's version, when it answered.
    package var schema: Int?
    /// This machine's id, in lower case as the change log and the text write it.
    package var machine: String?
    /// Entries waiting to be pushed.
    package var waiting: Int?
    /// The server sequence pulled up to.
    package var cursor: Int64?
    /// When entries were last pushed.
    package var lastPush: Date?
    /// When this machine last pulled.
    package var lastPull: Date?
    /// The entries set aside.
    package var setAside: [SyncSetAside] = []
    /// Why this machine's side could not be read, if it could not.
    package var localProblem: String?
    /// Settings pulled that config.yaml does not hold yet, and why.
    package var settingsWaiting: String?

    /// The status as lines for a person, what came from the server (a kind, a reason, the server's error) with its
    /// control characters shown as escapes.
    package var text: String {
        var lines = ["Server: \(server) (database \(database), role \(role), sslmode \(sslMode))"]
        if ready {
            lines.append("Reachable: yes (schema version \(schema ?? 0))")
        } else if reachable {
            lines.append("Reachable: yes, not ready: \(reason ?? "unknown")")
        } else {
            lines.append("Reachable: no: \(reason ?? "unknown")")
        }
        if let localProblem {
            lines.append("This machine: \(localProblem)")
        } else {
            lines.append("Machine: \(machine ?? "unknown")")
            lines.append("Waiting: \(waiting ?? 0) " + ((waiting ?? 0) == 1 ? "entry" : "entries"))
            lines.append("Last push: " + (lastPush.map(Self.stamp) ?? "never"))
            lines.append("Last pull: " + (lastPull.map(Self.stamp) ?? "never") + " (server sequence \(cursor ?? 0))")
            lines.append("Set aside: \(setAside.count)")
            for entry in setAside {
                lines.append("  #\(entry.serverSeq) \(entry.kind) \(entry.id.uuidString.lowercased()): \(entry.reason)")
            }
            if let settingsWaiting { lines.append("Settings waiting: \(settingsWaiting)") }
        }
        return TerminalText.escaped(lines.joinedText(separator: "\n") + "\n")
    }

    static func stamp(_ date: Date) -> String {
        ISO8601DateFormatter().string(from: date)
    }
}
