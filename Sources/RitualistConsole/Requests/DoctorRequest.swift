import RitualistDesktop
import RitualistIntents

/// What `ritual doctor` is asked to do: with `--rebuild`, fold the store's streak summary again (RebuildSummary).
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
                throw FrontEndError.usage("Nothing to do: expected --rebuild, to fold the streak summary again.")
            }
        }
        try Intents.show("RebuildSummary", as: SummaryOutput.self, json: json)
    }
}
