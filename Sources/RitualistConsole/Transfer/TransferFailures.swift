import IntentKit
import Primitives
import RitualistStore
import RitualistTransfer

/// A file that cannot be read, imported or written, in a person's voice: `'export.json' is a folder; expected a
/// file.`, `'log' line 3: the line has no date.`
package struct FileFailure: IntentFailure, TemplatedMessage {
    package let error: TransferError

    package init(_ error: TransferError) {
        self.error = error
    }

    package var caseName: String { Self.failureCase.name }
    package var category: FailureCategory { Self.failureCase.category }

    /// The message's template and values: a problem that starts with a verb follows the file's name as a sentence
    /// does, any other after a colon.
    package var filledTemplate: FilledTemplate {
        let saying = ["is ", "cannot ", "has ", "holds "].contains { error.message.hasPrefix($0) }
        let problem = error.message + (error.message.hasSuffix(".") ? "" : ".")
        let values = ["file": error.file, "problem": problem]
        guard let line = error.line else { return (saying ? Words.fileSays : Words.file).filled(values) }
        return (saying ? Words.lineSays : Words.line).filled(values.merging(["line": "\(line)"]) { $1 })
    }

    /// The words of a file that cannot be read, imported or written, written once.
    enum Words {
        static let file: MessageTemplate = "'{file}': {problem}"
        static let fileSays: MessageTemplate = "'{file}' {problem}"
        static let line: MessageTemplate = "'{file}' line {line}: {problem}"
        static let lineSays: MessageTemplate = "'{file}' line {line} {problem}"
    }

    /// The case of a file that cannot be read, imported or written.
    static let failureCase = FailureCase(
        "unreadableFile", .rejected, Words.file, Words.fileSays, Words.line, Words.lineSays)
}

extension ImportError: IntentFailure {
    /// A store with history is refused (65).
    package var category: FailureCategory {
        switch self {
        case .storeHasHistory: .rejected
        }
    }
}

/// Runs `body`, turning a `TransferError` into the command's voice.
package func reportingFileErrors<T>(_ body: () throws -> T) throws -> T {
    do {
        return try body()
    } catch let error as TransferError {
        throw FileFailure(error)
    }
}

extension StoreRestore.Busy: IntentFailure {
    /// The name scripts match on.
    package var caseName: String { "storeBusy" }
    /// Another process holds the store: try again later.
    package var category: FailureCategory { .unavailable }
}
