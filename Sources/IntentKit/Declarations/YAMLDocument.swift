import Yams

/// A declaration file read into a YAML node tree, refusing hostile input before anything walks it.
struct YAMLDocument {
    let root: Node
    let source: SourceLines
    let path: String

    /// Reads `source`: nil for a file with no document (empty, or only comments), or the diagnostics that stop it
    /// being read at all.
    static func load(_ source: DeclarationSource, limits: DeclarationLimits) -> Result<YAMLDocument?, DiagnosticList> {
        let path = source.path
        func wholeFile(_ message: String) -> Result<YAMLDocument?, DiagnosticList> {
            let diagnostic = Diagnostic(location: SourceLocation(file: path), message: message, sourceLine: nil)
            return .failure(DiagnosticList([diagnostic]))
        }
        if let problem = source.problem { return wholeFile(problem) }
        let size = max(source.size, source.bytes.count)
        guard size <= limits.maximumFileSize else {
            return wholeFile("file is \(size) bytes, larger than the limit of \(limits.maximumFileSize) bytes")
        }
        guard let text = String(validating: source.bytes, as: UTF8.self) else {
            let (line, column, byte) = firstInvalidByte(source.bytes)
            let message = "file is not valid UTF-8 (byte 0x\(String(byte, radix: 16, uppercase: true)))"
            return .failure(single(path, line, column, message, line: nil))
        }
        let lines = SourceLines(text)
        let node: Node?
        do {
            // The encoding is given: its default reads the whole environment, on every file. Scalars are read as
            // strings and typed against the schema, so no constructor map is ever consulted: an empty constructor
            // saves building Yams' default maps for every file.
            node = try Yams.compose(yaml: lines.text, .basic, Constructor([:], [:], [:]), .utf8)
        } catch {
            let (line, column, message) = YAMLDocument.describe(error, source: lines)
            return .failure(single(path, line, column, message, line: lines.line(line)))
        }
        guard let node else { return .success(nil) }
        var budget = limits.maximumNodes
        if let problem = measure(node, depth: 1, limits: limits, budget: &budget) {
            let (line, column) = lines.position(line: problem.mark?.line ?? 1, column: problem.mark?.column ?? 1)
            return .failure(single(path, line, column, problem.message, line: lines.line(line)))
        }
        return .success(YAMLDocument(root: node, source: lines, path: path))
    }

    func location(of node: Node) -> SourceLocation {
        let (line, column) = source.position(line: node.mark?.line ?? 1, column: node.mark?.column ?? 1)
        return SourceLocation(path: path, line: line, column: column)
    }

    func sourceLine(at location: SourceLocation) -> String? {
        source.line(location.line)
    }

    private static func single(_ path: String, _ line: Int, _ column: Int, _ message: String, line text: String?)
        -> DiagnosticList
    {
        DiagnosticList([
            Diagnostic(
                location: SourceLocation(path: path, line: line, column: column), message: message,
                sourceLine: text)
        ])
    }

    /// Walks the tree with a node budget, so an alias bomb is refused after a bounded amount of work.
    private static func measure(_ node: Node, depth: Int, limits: DeclarationLimits, budget: inout Int)
        -> (mark: Mark?, message: String)?
    {
        budget -= 1
        guard budget >= 0 else {
            return (
                node.mark,
                "document expands to more than \(limits.maximumNodes) nodes (aliases are counted at "
                    + "every use); refusing to read it"
            )
        }
        guard depth <= limits.maximumDepth else {
            return (node.mark, "nesting is deeper than \(limits.maximumDepth) levels")
        }
        switch node {
        case .scalar, .alias: return nil
        case .sequence(let sequence):
            for child in sequence {
                if let problem = measure(child, depth: depth + 1, limits: limits, budget: &budget) { return problem }
            }
        case .mapping(let mapping):
            for (key, value) in mapping {
                if let problem = measure(key, depth: depth + 1, limits: limits, budget: &budget) { return problem }
                if let problem = measure(value, depth: depth + 1, limits: limits, budget: &budget) { return problem }
            }
        }
        return nil
    }

    /// Where the first byte that is not part of a well-formed UTF-8 sequence stands.
    private static func firstInvalidByte(_ bytes: [UInt8]) -> (line: Int, column: Int, byte: UInt8) {
        var line = 1, column = 1, index = 0
        while index < bytes.count {
            let lead = bytes[index]
            let length =
                lead < 0x80
                ? 1
                : lead >= 0xC2 && lead < 0xE0
                    ? 2
                    : lead >= 0xE0 && lead < 0xF0
                        ? 3
                        : lead >= 0xF0 && lead < 0xF5 ? 4 : 0
            guard length > 0, index + length <= bytes.count,
                String(validating: bytes[index..<index + length], as: UTF8.self) != nil
            else { return (line, column, lead) }
            if lead == 0x0A || (lead == 0x0D && bytes.get(index + 1) != 0x0A) {
                line += 1
                column = 1
            } else if lead != 0x0D {
                column += 1
            }
            index += length
        }
        return (line, column, 0)
    }
}

extension Array {
    fileprivate func get(_ index: Int) -> Element? {
        indices.contains(index) ? self[index] : nil
    }
}
