import Yams

extension ConfigFile {
    /// A configuration with structured settings beside its dotted single values.
    package struct Structured: Sendable {
        /// The single values, as `ConfigFile` reads them.
        package let file: ConfigFile
        /// The structured settings present, by top-level key.
        package let values: [String: ConfigValue]
        /// The file's diagnostics (the structured settings are not expected to be single values).
        package let diagnostics: [Diagnostic]
    }

    /// Reads `path` like `load(path:keys:)`, and keeps the top-level settings named in `structured` (lists or
    /// mappings of any depth) as trees with their locations.
    ///
    /// ```swift
    /// let config = try ConfigFile.load(path: path, keys: ["week_start"], structured: ["hotkeys"])
    /// for item in config.values["hotkeys"]?.items ?? [] { … }
    /// ```
    package static func load(
        path: String, keys: [String], structured: [String], limits: DeclarationLimits = .standard
    ) throws(DiagnosticList) -> Structured {
        let file = try load(path: path, keys: keys + structured, limits: limits)
        guard !structured.isEmpty, !FileSystem.isAbsent(path),
            let source = try? DeclarationFiles.load(path, origin: .user, limit: limits.maximumFileSize),
            case .success(let document?) = YAMLDocument.load(source, limits: limits),
            case .mapping(let root) = document.root
        else { return Structured(file: file, values: [:], diagnostics: file.diagnostics) }
        var values: [String: ConfigValue] = [:]
        for (key, node) in root {
            guard let name = key.scalar?.string, structured.contains(name) else { continue }
            values[name] = ConfigValue(node, in: document)
        }
        let locations = Set(values.values.map(\.location))
        let diagnostics = file.diagnostics.filter { !locations.contains($0.location) }
        return Structured(file: file, values: values, diagnostics: diagnostics)
    }
}

extension ConfigValue {
    /// The items of a list; a single value or a mapping is a list of itself.
    package var items: [ConfigValue] {
        if case .list(let items) = shape { return items }
        return [self]
    }

    init(_ node: Node, in document: YAMLDocument) {
        let location = document.location(of: node)
        let shape: Shape
        switch node {
        case .scalar(let scalar): shape = .scalar(scalar.string)
        case .sequence(let sequence): shape = .list(sequence.map { ConfigValue($0, in: document) })
        case .mapping(let mapping):
            shape = .mapping(
                mapping.map { key, value in
                    (key.scalar?.string ?? "", ConfigValue(key, in: document), ConfigValue(value, in: document))
                })
        case .alias: shape = .scalar("")
        }
        self.init(shape: shape, location: location, sourceLine: document.sourceLine(at: location))
    }
}
