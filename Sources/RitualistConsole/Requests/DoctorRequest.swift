import RitualistApp

/// What `ritual doctor` is asked to do: with `--rebuild`, write the store's log buckets and fold its streak summary
/// again (RebuildSummary).
package struct DoctorRequest {
    package let rebuild: Bool
    package let json: Bool

    package init(rebuild: Bool, json: Bool) {
        self.rebuild = rebuild
        self.json = json
    }

    package func run() throws(ExitStatus) {
        try FailureReport.reporting {
            guard rebuild else {
                throw FrontEndError.usage(
                    "Nothing to do: expected --rebuild, to write the log buckets and fold the streak summary again.")
            }
        }
        try Intents.show("RebuildSummary", as: SummaryOutput.self, json: json)
    }
}
