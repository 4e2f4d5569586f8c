import Foundation
import Primitives
import RitualistSync

/// What a successful command prints: a line or two for a person, or one JSON object.
enum SyncOutput {
    case initialized(from: Int, to: Int)
    case push(PushReport, handedOver: Bool)
    case pull(PullReport)
    case sync(PullReport, PushReport, handedOver: Bool)
    case status(SyncStatus)

    /// The lines for a person. What they quote came from the server (a kind, a reason quoting a body, the server's
    /// own words): its control characters are shown as escapes, never sent to the terminal.
    var text: String { TerminalText.escaped(unescapedText) }

    /// The words of a failure on stderr, escaped as `text` is.
    static func failureText(_ failure: SyncFailure) -> String {
        TerminalText.escaped("error: \(failure.message)\n")
    }

    private var unescapedText: String {
        switch self {
        case .initialized(let from, let to):
            return from == to
                ? "The server schema is at version \(to); nothing to do.\n"
                : "The server schema is at version \(to) (was \(from == 0 ? "absent" : "version \(from)")).\n"
        case .push(let report, let handedOver): return Self.text(of: report, handedOver: handedOver)
        case .pull(let report): return Self.text(of: report)
        case .sync(let pulled, let pushed, let handedOver):
            return Self.text(of: pulled) + Self.text(of: pushed, handedOver: handedOver)
        case .status(let status): return status.text
        }
    }

    var json: String {
        var object: [String: JSONField] = ["ok": .bool(true)]
        switch self {
        case .initialized(let from, let to):
            object["schema"] = .int(to)
            object["previousSchema"] = .int(from)
        case .push(let report, let handedOver): Self.add(report, handedOver: handedOver, to: &object)
        case .pull(let report): Self.add(report, to: &object)
        case .sync(let pulled, let pushed, let handedOver):
            Self.add(pulled, to: &object)
            Self.add(pushed, handedOver: handedOver, to: &object)
        case .status(let status):
            return Self.encode(status)
        }
        return Self.encode(object)
    }

    static func failureJSON(_ failure: SyncFailure) -> String {
        encode([
            "ok": JSONField.bool(false),
            "error": .object([
                "case": .string(failure.caseName), "category": .string(failure.category),
                "code": .int(Int(failure.exitCode)), "message": .string(failure.message),
            ]),
        ])
    }

    private static func text(of report: PushReport, handedOver: Bool) -> String {
        if handedOver { return "Another push of this home is running; it pushes these changes too.\n" }
        var line = "Pushed \(report.pushed) " + (report.pushed == 1 ? "entry" : "entries")
        if report.alreadyThere > 0 { line += " (\(report.alreadyThere) already on the server)" }
        line += ".\n"
        for id in report.conflicts {
            line +=
                "warning: the server holds entry \(id.uuidString.lowercased()) with different content; kept its own.\n"
        }
        return line
    }

    private static func text(of report: PullReport) -> String {
        var line =
            "Pulled \(report.pulled) " + (report.pulled == 1 ? "entry" : "entries")
            + ": \(report.applied) applied, \(report.merged) merged, \(report.setAside.count) set aside"
            + (report.own > 0 ? " (\(report.own) of this machine's own skipped)" : "") + ".\n"
        for entry in report.setAside {
            line += "  set aside #\(entry.serverSeq) \(entry.kind): \(entry.reason)\n"
        }
        return line
    }

    private static func add(_ report: PushReport, handedOver: Bool, to object: inout [String: JSONField]) {
        object["pushed"] = .int(report.pushed)
        object["alreadyThere"] = .int(report.alreadyThere)
        object["conflicts"] = .list(report.conflicts.map { .string($0.uuidString.lowercased()) })
        object["handedOver"] = .bool(handedOver)
    }

    private static func add(_ report: PullReport, to object: inout [String: JSONField]) {
        object["pulled"] = .int(report.pulled)
        object["applied"] = .int(report.applied)
        object["merged"] = .int(report.merged)
        object["own"] = .int(report.own)
        object["setAside"] = .int(report.setAside.count)
    }

    private static func encode(_ value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        let data = (try? encoder.encode(value)) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}

/// A JSON value of the outputs, encodable as itself.
enum JSONField: Encodable {
    case bool(Bool)
    case int(Int)
    case string(String)
    case list([JSONField])
    case object([String: JSONField])

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .bool(let value): try container.encode(value)
        case .int(let value): try container.encode(value)
        case .string(let value): try container.encode(value)
        case .list(let value): try container.encode(value)
        case .object(let value): try container.encode(value)
        }
    }
}
