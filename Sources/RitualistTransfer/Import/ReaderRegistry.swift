/// The reader of each import format: the one place a new format is added.
package struct ReaderRegistry: Sendable {
    /// The reader of each format.
    package var reader: @Sendable (ImportSource) -> any HistoryReader

    /// A registry that hands out `reader(source)`.
    package init(_ reader: @escaping @Sendable (ImportSource) -> any HistoryReader) {
        self.reader = reader
    }

    /// The reader of every format, with its default bounds.
    package static let standard = ReaderRegistry { source in
        switch source {
        case .ritual: RitualReader()
        case .loop: LoopBackupReader()
        case .loopCSV: LoopCSVReader()
        case .harsh: HarshReader()
        }
    }

    /// The reader of `source`.
    package func reader(for source: ImportSource) -> any HistoryReader { reader(source) }
}
