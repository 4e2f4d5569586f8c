import Primitives

extension DeclarationFiles {
    /// A file or folder that could not be read, and why.
    public struct FileError: Error, CustomStringConvertible {
        /// The path that could not be read.
        package let path: String
        /// `not a regular file (it is a FIFO)`, `cannot read the file: Permission denied`, ….
        package let reason: String

        /// `path: reason`.
        public var description: String { "\(path): \(reason)" }

        /// The failure as a diagnostic about the whole file: `path: error: reason`.
        package var diagnostic: Diagnostic {
            Diagnostic(location: SourceLocation(file: path), message: reason, sourceLine: nil)
        }
    }
}

extension DeclarationFiles.FileError {
    /// `prefix` followed by the C library's words for `code`, read right after the call that failed.
    init(_ path: String, _ prefix: String, errno code: Int32) {
        self.init(path: path, reason: prefix + SystemError.describe(code))
    }
}
