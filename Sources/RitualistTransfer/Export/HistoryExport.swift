import Foundation
import Primitives
import RitualistCore

/// `ritual export` as a library call: a snapshot of the store written as JSON or CSV, to a file (atomically,
/// owner-only) or handed on in chunks.
package struct HistoryExport {
    /// The format written.
    package var format: ExportFormat
    /// The time the export records in `exportedAt`.
    package var exportedAt: Date

    /// An export in `format` at `exportedAt`.
    package init(format: ExportFormat, exportedAt: Date) {
        self.format = format
        self.exportedAt = exportedAt
    }

    /// Hands the text of `snapshot` to `write` in chunks.
    package func write(_ snapshot: HistorySnapshot, to write: @escaping (String) throws -> Void) throws {
        switch format {
        case .json: try RitualJSONWriter.write(snapshot, exportedAt: exportedAt, to: write)
        case .csv: try write(HistoryCSVWriter.text(snapshot))
        }
    }

    /// Writes `snapshot` to the file at `path`, replacing it whole once every byte is written, readable by its
    /// owner only; on a failure the file is left as it was.
    package func write(_ snapshot: HistorySnapshot, toFile path: String) throws {
        let output = try AtomicOutput(path: path)
        do {
            try write(snapshot) { text in try output.write(text) }
        } catch {
            output.discard()
            throw error
        }
        try output.commit()
    }

    /// config.yaml's text at `path`, or nil when there is none (or it is not a file of reasonable size).
    package static func configText(at path: String) -> String? {
        guard let bytes = try? InputFile.contents(of: path, limit: 1 << 20) else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }
}
