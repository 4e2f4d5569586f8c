/// A place in a declaration file: 1-based line and column (columns count Unicode scalars), or the whole file.
package struct SourceLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The file's path as it was given.
    package let path: String
    /// The 1-based line, or 0 for the whole file.
    package let line: Int
    /// The 1-based column in Unicode scalars, or 0 for the whole file.
    package let column: Int

    /// A place at `line` and `column` of the file at `path`.
    package init(path: String, line: Int, column: Int) {
        self.path = path
        self.line = line
        self.column = column
    }

    /// The file as a whole, for problems that have no line: it cannot be read, or others can write it.
    package init(file path: String) {
        self.init(path: path, line: 0, column: 0)
    }

    /// Whether this names the whole file rather than a line in it.
    package var isWholeFile: Bool { line == 0 }

    /// `path:line:column`, or `path` for the whole file.
    package var description: String { isWholeFile ? path : "\(path):\(line):\(column)" }

    /// Orders by file, then line, then column, as compilers list diagnostics.
    package static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.path, lhs.line, lhs.column) < (rhs.path, rhs.line, rhs.column)
    }
}
