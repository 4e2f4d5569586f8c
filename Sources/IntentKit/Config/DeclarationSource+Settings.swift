import Yams

extension DeclarationSource {
    /// The value of a top-level key of this declaration that a program reads for itself (such as `hotkey:`),
    /// with its location; nil when the key is absent or the file cannot be read (the parser reports that).
    ///
    /// ```swift
    /// let chord = source.topLevelValue("hotkey")?.scalar
    /// ```
    package func topLevelValue(_ key: String, limits: DeclarationLimits = .standard) -> ConfigValue? {
        guard bytes.count <= limits.maximumFileSize,
            case .success(let document?) = YAMLDocument.load(self, limits: limits),
            case .mapping(let root) = document.root,
            let node = root.first(where: { $0.key.scalar?.string == key })?.value
        else { return nil }
        return ConfigValue(node, in: document)
    }
}
