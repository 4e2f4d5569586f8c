import IntentKit
import RitualistTransfer

/// A file that cannot be read, imported or written, in a person's voice: `'export.json' is a folder; expected a
/// file.`, `'log' line 3: the line has no date.`
package struct FileFailure: IntentFailure {
    package let error: TransferError

    package init(_ error: TransferError) {
        self.error = error
    }

    package var caseName: String { "unreadableFile" }
    package var category: FailureCategory { .rejected }

    package var message: String {
        let subject = "'\(error.file)'" + (error.line.map { " line \($0)" } ?? "")
        let verbs = ["is ", "cannot ", "has ", "holds "]
        let joined = verbs.contains { error.message.hasPrefix($0) } ? " " : ": "
        return subject + joined + error.message + (error.message.hasSuffix(".") ? "" : ".")
    }
}

extension ImportError: IntentFailure {
    /// The case's sentence.
    public var message: String { description }
    /// A store with history is refused (65).
    public var category: FailureCategory {
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
    public var caseName: String { "storeBusy" }
    /// The sentence.
    public var message: String { description }
    /// Another process holds the store: try again later.
    public var category: FailureCategory { .unavailable }
}
