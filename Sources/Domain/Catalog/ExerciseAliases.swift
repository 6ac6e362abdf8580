/// Other names for the catalog's exercises: how Strong, Hevy, FitNotes, Fitbod and GymBook name them in real
/// exports, and the abbreviations lifters type in a search.
public enum ExerciseAliases {
    /// Names other apps write (as `ExerciseNames.normalise` makes them) and the catalog
    /// exercise each one is. Only names that are that exercise, not merely near it: a name
    /// left out becomes a custom exercise, which the lifter can still rename or merge.
    public static let importNames: [String: String] = [
        "bicep curl dumbbell": "dumbbell-biceps-curl", "dumbbell curl": "dumbbell-biceps-curl",
        "bicep curl barbell": "barbell-curl", "bicep curl cable": "cable-curl", "bicep curl machine": "machine-biceps-curl",
        "ez bar biceps curl": "ez-bar-curl", "dumbbell hammer curl": "hammer-curl",
        "seated incline curl dumbbell": "incline-dumbbell-curl",
        "incline bench press dumbbell": "incline-dumbbell-press", "incline dumbbell bench press": "incline-dumbbell-press",
        "incline bench press smith machine": "smith-machine-incline-press",
        "bench press": "barbell-bench-press", "squat": "back-squat", "barbell front squat": "front-squat",
        "bent over row barbell": "barbell-row", "bent over row underhand barbell": "barbell-row",
        "bent over row dumbbell": "dumbbell-row", "bent over one arm row dumbbell": "dumbbell-row",
        "incline row dumbbell": "chest-supported-row",
        "iso lateral row machine": "machine-row",
        "seated wide grip row cable": "seated-cable-row", "seated cable row v grip cable": "seated-cable-row",
        "seated cable row bar grip": "seated-cable-row",
        "lat pulldown wide grip cable": "lat-pulldown", "lat pulldown underhand cable": "lat-pulldown",
        "single arm lat pulldown": "lat-pulldown", "wide pull up": "pull-up",
        "straight arm lat pulldown cable": "straight-arm-pulldown", "rope straight arm pulldown": "straight-arm-pulldown",
        "triceps extension cable": "cable-overhead-extension", "cable overhead triceps extension": "cable-overhead-extension",
        "triceps extension dumbbell": "overhead-triceps-extension",
        "skullcrusher barbell": "skull-crusher", "skullcrusher dumbbell": "dumbbell-skull-crusher",
        "triceps rope pushdown": "rope-pushdown", "rope push down": "rope-pushdown",
        "single arm triceps pushdown cable": "triceps-pushdown",
        "chest fly dumbbell": "dumbbell-fly", "incline chest fly dumbbell": "incline-dumbbell-fly",
        "chest fly machine": "pec-deck", "pec deck machine": "pec-deck", "butterfly pec deck": "pec-deck",
        "cable fly crossovers": "cable-crossover", "low cable fly crossovers": "low-to-high-cable-fly",
        "iso lateral chest press machine": "machine-chest-press", "incline chest press machine": "incline-machine-press",
        "reverse fly machine": "reverse-pec-deck", "rear delt reverse fly machine": "reverse-pec-deck",
        "reverse fly cable": "cable-rear-delt-fly", "rear delt reverse fly cable": "cable-rear-delt-fly",
        "reverse fly dumbbell": "rear-delt-fly",
        "seated overhead press dumbbell": "dumbbell-shoulder-press",
        "seated overhead press barbell": "overhead-press", "strict military press barbell": "overhead-press",
        "shoulder press plate loaded": "machine-shoulder-press", "seated shoulder press machine": "machine-shoulder-press",
        "single arm lateral raise cable": "cable-lateral-raise", "lateral dumbbell raise": "lateral-raise",
        "seated leg press machine": "leg-press", "leg press horizontal machine": "leg-press",
        "leg extension machine": "leg-extension", "single leg extensions": "leg-extension",
        "calf press on seated leg press": "leg-press-calf-raise", "calf press on leg press": "leg-press-calf-raise",
        "hip abductor machine": "hip-abduction-machine", "hip thrust machine": "hip-thrust",
        "stiff leg deadlift dumbbell": "dumbbell-romanian-deadlift",
        "flat leg raise": "lying-leg-raise",
        "running treadmill": "treadmill-run", "treadmill": "treadmill-run", "running": "outdoor-run",
        "cycling indoor": "stationary-bike",
        "pushups": "push-up", "pushup": "push-up", "conventional deadlift": "deadlift",
        // Fitbod's names, as its WorkoutExport.csv writes them.
        "cable row": "seated-cable-row", "dumbbell front raise": "front-raise", "dumbbell bicep curl": "dumbbell-biceps-curl",
        "hammer curls": "hammer-curl", "dumbbell tricep extension": "overhead-triceps-extension",
        "back extensions": "back-extension", "cable bicep curl": "cable-curl", "air squats": "bodyweight-squat",
        "low cable chest fly": "low-to-high-cable-fly", "dumbbell skullcrusher": "dumbbell-skull-crusher",
        "skullcrusher": "skull-crusher", "bent over barbell row": "barbell-row", "barbell shoulder press": "overhead-press",
        "dumbbell rear delt raise": "rear-delt-fly", "dumbbell back fly": "rear-delt-fly",
        "dumbbell incline bench press": "incline-dumbbell-press", "dumbbell decline bench press": "decline-dumbbell-press",
        "reverse barbell curl": "reverse-curl", "dumbbell kickbacks": "triceps-kickback", "crunches": "crunch",
        "dumbbell goblet squat": "goblet-squat", "cable face pull": "face-pull", "cable crossover fly": "cable-crossover",
        "wide grip lat pulldown": "lat-pulldown", "arnold dumbbell press": "arnold-press", "cable tricep pushdown": "triceps-pushdown",
        "tricep overhead extension with rope": "cable-overhead-extension", "cable wood chop": "cable-woodchop",
        "dumbbell bent over row": "dumbbell-row", "machine bicep curl": "machine-biceps-curl",
        "machine rear delt fly": "reverse-pec-deck",
        // GymBook's, in Italian.
        "distensioni su panca piana con bilanciere": "barbell-bench-press", "sit ups": "sit-up",
        "tricipiti al cavo": "triceps-pushdown", "lat pull downs al cavo alto a presa larga": "lat-pulldown",
        "curls al cavo basso": "cable-curl", "alzate polpacci alla macchina da seduti": "seated-calf-raise",
        "hack squat alla macchina": "hack-squat", "estensioni delle gambe": "leg-extension", "curls concentrati": "concentration-curl",
        "curls con barra ez": "ez-bar-curl", "rematore a una mano con manubrio": "dumbbell-row",
        "distensioni su panca inclinata con manubri": "incline-dumbbell-press",
        "distensioni sopra la testa alla macchina": "machine-shoulder-press", "rematore al cavo da seduti": "seated-cable-row",
        "lento frontale con asta": "overhead-press", "curls a martello": "hammer-curl", "flies alla macchina": "pec-deck",
        "curls con bilanciere": "barbell-curl", "flessioni delle gambe da sdraiati": "lying-leg-curl",
        "flies al cavo alto": "high-to-low-cable-fly", "flessioni delle gambe da seduti": "seated-leg-curl",
        "squat con bilanciere": "back-squat", "split squat bulgaro con manubri": "bulgarian-split-squat",
        "pull over con manubrio": "dumbbell-pullover", "distensioni su panca inclinata con bilanciere": "incline-barbell-bench-press",
        "trazioni alla sbarra": "pull-up", "piegamenti": "push-up",
        "stacco rumeno con bilanciere": "romanian-deadlift", "shrugs con bilanciere": "barbell-shrug",
        "shrugs con manubri": "dumbbell-shrug", "curls con manubri": "dumbbell-biceps-curl", "alzate frontali con manubri": "front-raise",
        "squat alla smith machine": "smith-machine-squat", "flies su panca inclinata con manubri": "incline-dumbbell-fly",
        "alzate laterali alla macchina": "machine-lateral-raise", "flies inversi alla macchina": "reverse-pec-deck",
        "distensioni su panca inclinata alla smith machine": "smith-machine-incline-press",
        "distensioni su panca piana con bilanciere a presa stretta": "close-grip-bench-press",
        "trazioni al volto al cavo": "face-pull", "crunches alla macchina": "machine-crunch",
        "alzate polpacci alla macchina in piedi": "standing-calf-raise", "lat pull downs al cavo alto a presa stretta": "close-grip-lat-pulldown",
    ]

    /// Abbreviations typed in a search and the words they stand for.
    static let searchAbbreviations: [String: [String]] = [
        "db": ["dumbbell"], "bb": ["barbell"], "kb": ["kettlebell"], "bw": ["bodyweight"],
        "ohp": ["overhead", "press"], "rdl": ["romanian", "deadlift"], "dl": ["deadlift"], "bp": ["bench", "press"],
    ]

    /// The exercises most lifters log, first among equal matches of a search ("bench" finds
    /// Barbell Bench Press before Bench Dip).
    static let popular: Set<String> = [
        "barbell-bench-press", "back-squat", "deadlift", "overhead-press", "barbell-row", "pull-up", "chin-up",
        "dumbbell-bench-press", "incline-barbell-bench-press", "incline-dumbbell-press", "lat-pulldown", "dumbbell-row",
        "romanian-deadlift", "leg-press", "dumbbell-shoulder-press", "barbell-curl", "dumbbell-biceps-curl", "hammer-curl",
        "triceps-pushdown", "lateral-raise", "hip-thrust", "front-squat", "seated-cable-row", "leg-extension",
        "lying-leg-curl", "push-up", "chest-dip", "face-pull", "bulgarian-split-squat", "standing-calf-raise", "plank",
    ]
}
