/// The bounds a declaration file must stay within, so hostile files are refused quickly.
public struct DeclarationLimits: Sendable {
    /// The largest file read, in bytes.
    public var maximumFileSize = 1 << 20
    /// The deepest nesting of mappings and sequences.
    package var maximumDepth = 32
    /// The most nodes a document may expand to, counting every use of an alias.
    package var maximumNodes = 10_000
    /// The most compositions one chain of steps may nest, the first one included; the runner stops a deeper one.
    package var maximumCompositionDepth = 8
    /// The most steps one run of a composition may run, counting those of the compositions it runs.
    package var maximumCompositionSteps = 1000

    /// The standard bounds; change the properties to loosen or tighten one.
    package init() {}

    /// The bounds a runner and a check use unless a program sets its own.
    public static let standard = DeclarationLimits()
}
