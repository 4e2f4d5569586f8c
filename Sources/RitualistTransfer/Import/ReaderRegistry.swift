/// The reader of each import format: the one place a new format is added.
public struct ReaderRegistry: Sendable {
    private let readers: [ImportSource: any HistoryReader]

    /// A registry of the given readers, by the format each reads.
    public init(_ readers: [any HistoryReader]) {
        self.readers = Dictionary(readers.map { ($0.source, $0) }) { first, _ in first }
    }

    /// Every reader this version has.
    public static let standard = ReaderRegistry([RitualReader()])

    /// The reader of `source`, or `ImportError.notSupportedYet`.
    public func reader(for source: ImportSource) throws(ImportError) -> any HistoryReader {
        guard let reader = readers[source] else { throw .notSupportedYet(source) }
        return reader
    }
}
