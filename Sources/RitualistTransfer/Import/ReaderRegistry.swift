/// The reader of each import format: the one place a new format is added.
public struct ReaderRegistry: Sendable {
    /// The reader of each format.
    public var reader: @Sendable (ImportSource) -> any HistoryReader

    /// A registry that hands out `reader(source)`.
    public init(_ reader: @escaping @Sendable (ImportSource) -> any HistoryReader) {
        self.reader = reader
    }

    /// The reader of every format, with its default bounds.
    public static let standard = ReaderRegistry { source in
        switch source {
        case .ritual: RitualReader()
        case .loop: LoopBackupReader()
        case .loopCSV: LoopCSVReader()
        case .harsh: HarshReader()
        }
    }

    /// The reader of `source`.
    public func reader(for source: ImportSource) -> any HistoryReader { reader(source) }
}
