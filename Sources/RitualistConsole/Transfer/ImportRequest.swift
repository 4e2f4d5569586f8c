import RitualistTransfer

/// What `ritual import` is asked to read: a history from `file` (of the format `source`, or the one it holds), into
/// an empty store or merged into one, and the report of what was imported, approximated or skipped.
package struct ImportRequest {
    package let file: String
    package let source: ImportSource?
    package let merge: Bool
    package let dryRun: Bool
    package let json: Bool

    package init(file: String, source: ImportSource?, merge: Bool, dryRun: Bool, json: Bool) {
        self.file = file
        self.source = source
        self.merge = merge
        self.dryRun = dryRun
        self.json = json
    }

    package func run() throws(ExitStatus) {
        try FailureReport.reporting {
            let runtime = try Console.current.runtime()
            let dryRunStore = dryRun ? try DryRunStore(runtime: runtime) : nil
            defer { dryRunStore?.close() }
            let store = try dryRunStore?.store ?? runtime.openStore()
            let request = HistoryImport(path: file, source: source, merge: merge, dryRun: dryRun)
            let report = try reportingFileErrors { try request.run(into: store, configPath: runtime.paths.config) }
            if report.changedHistory { HistoryChanged.refreshBars(runtime: runtime) }
            if json {
                Output.json(report.json)
            } else {
                Output.lines(report.lines)
            }
        }
    }
}

extension ImportReport {
    /// Whether the import wrote anything: not a dry run, and something was imported.
    fileprivate var changedHistory: Bool {
        !dryRun
            && (habitsImported + logsImported + restDaysImported + changesImported > 0 || settingsImported)
    }
}
