import Foundation
import Primitives
import RitualistCore

/// Reads Ritualist's own JSON export (`docs/schemas/export.json`) back into a history, every id kept, so a merge
/// matches habits and logs by id and importing the same file twice adds nothing.
package struct RitualReader: HistoryReader {
    /// Reads the ritual format.
    package var source: ImportSource { .ritual }

    /// A reader.
    package init() {}

    /// The history in the export at `location`; a file of a newer format version is refused, naming that version.
    package func read(_ location: URL) throws(TransferError) -> ImportedHistory {
        let path = location.path
        let bytes = try InputFile.contents(of: path, limit: RitualFormat.maximumFileSize)
        do {
            try JSONShapeCheck.check(bytes)
        } catch {
            throw TransferError(file: path, line: error.line, error.message)
        }
        let data = Data(bytes)
        let version: Int
        do {
            version = try JSONDecoder().decode(RitualDocument.Version.self, from: data).formatVersion
        } catch {
            throw TransferError(file: path, Self.describe(error, lookingFor: "a Ritualist export"))
        }
        guard version <= RitualFormat.version else {
            throw TransferError(
                file: path,
                "is an export of format version \(version), which needs a newer Ritualist (this one reads up to "
                    + "version \(RitualFormat.version))")
        }
        guard version >= 1 else { throw TransferError(file: path, "has formatVersion \(version); expected 1") }
        let document: RitualDocument
        do {
            document = try JSONDecoder().decode(RitualDocument.self, from: data)
        } catch {
            throw TransferError(file: path, Self.describe(error, lookingFor: "a Ritualist export"))
        }
        let history: ImportedHistory
        do {
            history = try RitualRecords(document).history()
        } catch {
            throw TransferError(file: path, error.message)
        }
        do {
            try ChangeLogCheck.check(history)
        } catch {
            let index = history.changes.firstIndex { $0.id == error.id } ?? 0
            throw TransferError(
                file: path,
                "changes[\(index)]: the entry \(error.id.text) does not describe the history the file holds: "
                    + "\(error.reason) (an import puts a change log back only when it does; nothing was imported)")
        }
        return history
    }

    /// A decoding error in a person's words, with where in the document it is: `habits[2].kind: …`.
    static func describe(_ error: any Error, lookingFor expected: String) -> String {
        guard let error = error as? DecodingError else { return "is not \(expected): \(error)" }
        func place(_ path: [any CodingKey]) -> String {
            path.reduce("") { text, key in
                if let index = key.intValue { return text + "[\(index)]" }
                return text.isEmpty ? key.stringValue : text + "." + key.stringValue
            }
        }
        switch error {
        case .dataCorrupted(let context) where context.codingPath.isEmpty:
            let detail = (context.underlyingError as NSError?)?.userInfo[NSDebugDescriptionErrorKey] as? String
            return "is not valid JSON (truncated or malformed): \(detail ?? context.debugDescription)"
        case .dataCorrupted(let context):
            return "\(place(context.codingPath)): \(context.debugDescription)"
        case .keyNotFound(let key, let context):
            let parent = place(context.codingPath)
            return (parent.isEmpty ? "" : parent + ": ") + "the field '\(key.stringValue)' is missing"
        case .typeMismatch(let type, let context), .valueNotFound(let type, let context):
            return "\(place(context.codingPath)): expected \(Self.name(of: type))"
        @unknown default:
            return "is not \(expected): \(error)"
        }
    }

    private static func name(of type: Any.Type) -> String {
        switch type {
        case is String.Type: "text"
        case is Double.Type, is Int.Type: "a number"
        case is Bool.Type: "true or false"
        case is [Any].Type: "a list"
        default: "an object"
        }
    }
}
