import Foundation
import RitualistIntents

/// The runtime of the process's own environment, as every command starts from it.
typealias AppContext = RitualistRuntime

extension RitualistRuntime {
    init() throws(RuntimeError) {
        try self.init(environment: ProcessInfo.processInfo.environment)
    }
}
