import ArgumentParser
import RitualistConsole

/// How `--category` reads wherever it filters habits.
enum CategoryHelp {
    static let option = ArgumentHelp(CommonWordHelp.category, valueName: "category")
}
