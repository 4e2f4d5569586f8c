/// What `ritual export` writes. Its raw value is the `--format` word.
package enum ExportFormat: String, CaseIterable, Sendable {
    /// The whole history in Ritualist's versioned JSON format (`docs/schemas/export.json`), which `import` reads.
    case json
    /// One long table for spreadsheets: a row per habit and day with a log or a rest day.
    case csv
}
