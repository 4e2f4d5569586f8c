/// A file that cannot be read, written or imported, named with the line or row where there is one.
package struct TransferError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file or folder, as the user named it.
    package var file: String
    /// The 1-based line (or CSV row) of the problem, when there is one.
    package var line: Int?
    /// What is wrong, in a person's words, without the file's name: "the date '2024-13-01' is not a day".
    package var message: String

    /// An error about `file`, at `line` when given.
    package init(file: String, line: Int? = nil, _ message: String) {
        self.file = file
        self.line = line
        self.message = message
    }

    /// `file:line: message`, or `file: message` without a line.
    package var description: String {
        if let line { "\(file):\(line): \(message)" } else { "\(file): \(message)" }
    }
}
