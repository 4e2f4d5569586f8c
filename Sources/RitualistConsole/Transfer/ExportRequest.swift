import RitualistTransfer

/// What `ritual export` is asked to write: the whole history in a format, to standard output (`-`) or to a file
/// written whole or not at all, with a confirmation of how much it holds.
package struct ExportRequest {
    package let format: ExportFormat
    package let output: String
    package let json: Bool

    package init(format: ExportFormat, output: String, json: Bool) {
        self.format = format
        self.output = output
        self.json = json
    }

    package func run() throws(ExitStatus) {
        try FailureReport.reporting {
            let runtime = try Console.current.runtime()
            let store = try runtime.openStore()
            let snapshot = try HistorySnapshot.read(
                from: store, configText: HistoryExport.configText(at: runtime.paths.config))
            let export = HistoryExport(format: format, exportedAt: runtime.now.instant)
            guard output != "-" else {
                try export.write(snapshot) { Console.current.write(.output, $0) }
                return
            }
            try reportingFileErrors { try export.write(snapshot, toFile: output) }
            let counts = ExportCounts(snapshot)
            if json {
                Output.json(counts.json(file: output, format: format))
            } else {
                Output.line("Exported \(counts.text) to '\(output)'.")
            }
        }
    }
}
