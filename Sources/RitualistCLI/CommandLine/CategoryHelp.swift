import ArgumentParser

/// How `--category` reads wherever it filters habits.
enum CategoryHelp {
    static let option = ArgumentHelp(
        "Only the habits of this category (any case; a category no habit has is an error).", valueName: "category")
}
