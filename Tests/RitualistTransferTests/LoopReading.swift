import Foundation
import IntentKitTesting
import Primitives
import RitualistCore
import RitualistTransfer

/// Helpers the Loop and harsh reader tests share: reading a fixture and summarising what came out.
enum LoopReading {
    /// The backup `fixture` written into `directory` and read.
    static func backup(_ fixture: LoopBackupFixture, in directory: TemporaryDirectory) throws -> ImportedHistory {
        let path = directory.path("backup.db")
        try fixture.write(to: path)
        return try LoopBackupReader().read(URL(fileURLWithPath: path))
    }

    /// The message of the error `read` throws, or nil when it throws none.
    static func message(_ read: () throws(TransferError) -> ImportedHistory) -> String? {
        do {
            _ = try read()
            return nil
        } catch {
            return error.description
        }
    }

    /// Each log as `day=value`, in day order, over every habit.
    static func logs(_ history: ImportedHistory) -> [String] {
        history.habits.flatMap(\.logs).sorted { $0.day < $1.day }.map { "\($0.day)=\(LoopReading.number($0.value))" }
    }

    /// Each note as `kind habit: reason`.
    static func notes(_ history: ImportedHistory) -> [String] {
        history.notes.map { "\($0.kind.rawValue) \($0.habit ?? "-"): \($0.reason)" }
    }

    static func number(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
