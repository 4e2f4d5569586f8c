/// The text of one declaration file and where it came from.
public struct DeclarationSource: Sendable {
    /// Where a declaration comes from decides whether it may replace another.
    public enum Origin: String, Sendable {
        /// Shipped inside the program.
        case builtin
        /// A user's file.
        case user
    }

    /// The path shown in diagnostics (`intents/CompleteHabit.yaml` for built-in files).
    package let path: String
    /// The raw bytes, checked for size and encoding before they are parsed.
    package let bytes: [UInt8]
    /// The file's size on disk, which is more than `bytes.count` when only a prefix was read.
    package let size: Int
    /// Whether the file is built in or a user's.
    package let origin: Origin
    /// Why the file could not be read, when it could not (its bytes are then empty); parsing reports it.
    package let problem: String?
    /// What these bytes declare, when it was parsed before (the built-in declarations, compiled in as values
    /// that a test holds equal to what parsing their text gives); the loader then does not parse them again.
    package private(set) var parsed: IntentDeclaration?

    /// A file read whole, or its first `bytes` when `size` says it is larger.
    package init(path: String, bytes: [UInt8], size: Int? = nil, origin: Origin) {
        self.path = path
        self.bytes = bytes
        self.size = size ?? bytes.count
        self.origin = origin
        problem = nil
    }

    /// A file that could not be read: a FIFO, a folder, a file others can write, ….
    package init(path: String, problem: String, origin: Origin) {
        self.path = path
        bytes = []
        size = 0
        self.origin = origin
        self.problem = problem
    }

    /// A file given as text, as tests and generated declarations are.
    package init(path: String, text: String, origin: Origin) {
        self.init(path: path, bytes: Array(text.utf8), origin: origin)
    }

    /// This source, known to declare `parsed`.
    package func declaring(_ parsed: IntentDeclaration) -> DeclarationSource {
        var source = self
        source.parsed = parsed
        return source
    }
}

extension Diagnostic {
    /// This diagnostic with the line it points at, read from whichever of `sources` it names; unchanged when it has
    /// its line already or names none of them.
    package func showingLine(from sources: [DeclarationSource]) -> Diagnostic {
        guard sourceLine == nil, !location.isWholeFile,
            let source = sources.first(where: { $0.path == location.path })
        else { return self }
        let lines = String(decoding: source.bytes, as: UTF8.self).split(
            separator: "\n", maxSplits: location.line, omittingEmptySubsequences: false)
        guard location.line <= lines.count else { return self }
        var text = String(lines[location.line - 1])
        if text.hasSuffix("\r") { text.removeLast() }
        return Diagnostic(location: location, severity: severity, message: message, sourceLine: text)
    }
}
