/// The bounds a declaration file must stay within, so hostile files are refused quickly.
public struct DeclarationLimits: Sendable {
    /// The largest file read, in bytes.
    public var maximumFileSize = 1 << 20
    /// The deepest nesting of mappings and sequences.
    public var maximumDepth = 32
    /// The most nodes a document may expand to, counting every use of an alias.
    public var maximumNodes = 10_000

    public init() {}

    public static let standard = DeclarationLimits()
}
